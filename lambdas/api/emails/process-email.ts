import { recordAudit } from '../../core/audit/record-audit.ts';
import { processEmailNow } from '../../core/ingestion/process-email-now.ts';
import { toEmailView } from '../../core/ingestion/email-views.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { json, ok } from '../../core/http/responses.ts';
import { emailIdParamsSchema } from './reprocess-email.ts';

/**
 * POST /api/emails/{id}/process: processes an unprocessed e-mail and answers its outcome (200), or 202
 * when the run outlasts the wait. A run that ends failed answers `success: false` with the reason, so
 * the screen shows 'Processing failed' (spec 001 §8) rather than a success toast.
 */
export const processEmail = defineRoute({ params: emailIdParamsSchema }, async ({ params, event }) => {
  const answer = await processEmailNow(params.id);
  await recordAudit(event, {
    action: 'email.processed',
    subjectType: 'email',
    subjectId: params.id,
    summary: answer.finished
      ? `Processed the e-mail: ${answer.email.extractionStatus}`
      : 'Started processing the e-mail',
  });
  if (!answer.finished) {
    return json(202, { success: true, message: 'Processing started.', executionName: answer.executionName });
  }
  const email = toEmailView(answer.email);
  if (email.extractionStatus === 'failed') {
    return ok({ success: false, message: `Processing failed: ${email.error ?? 'unknown error'}`, email });
  }
  return ok({
    success: true,
    message: 'Email processed',
    extractionStatus: email.extractionStatus,
    ticketCount: email.ticketCount,
    email,
  });
});
