import { recordAudit } from '../../core/audit/record-audit.ts';
import { startTraining as startTrainingJob } from '../../core/ml/start-training.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { json } from '../../core/http/responses.ts';

/**
 * POST /api/ml/train: starts a training job in the trainer Lambda and answers at once (202); the
 * status route follows it. 409 'Training is already in progress.' while a job runs.
 */
export const startTraining = defineRoute({}, async ({ event }) => {
  const job = await startTrainingJob();
  await recordAudit(event, {
    action: 'model.training_started',
    subjectType: 'model',
    subjectId: job.jobId,
    summary: 'Started training the extraction model',
  });
  return json(202, { success: true, status: job.status, message: 'Training started', jobId: job.jobId });
});
