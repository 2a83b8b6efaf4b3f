import { z } from 'zod';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { reprocessEmail as startReprocessing } from '../../core/ingestion/reprocess-email.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { json } from '../../core/http/responses.ts';

export const emailIdParamsSchema = z.object({ id: z.string().min(1).max(128) });

/** POST /api/emails/{id}/reprocess: runs the pipeline again on the stored e-mail (202; the run is asynchronous). */
export const reprocessEmail = defineRoute({ params: emailIdParamsSchema }, async ({ params, event }) => {
  const { executionName } = await startReprocessing(params.id);
  await recordAudit(event, {
    action: 'email.reprocessed',
    subjectType: 'email',
    subjectId: params.id,
    summary: 'Started reprocessing the e-mail',
  });
  return json(202, { success: true, message: 'Processing started.', executionName });
});
