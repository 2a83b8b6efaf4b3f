import { recordAudit } from '../../core/audit/record-audit.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { deleteWebhook as removeWebhook } from '../../core/webhooks/webhook-store.ts';
import { webhookIdParamsSchema } from './webhook-schemas.ts';

/** DELETE /api/webhooks/{id}: the webhook and its delivery log; pending retries stop. */
export const deleteWebhook = defineRoute({ params: webhookIdParamsSchema }, async ({ params, event }) => {
  const webhook = await removeWebhook(params.id);
  await recordAudit(event, {
    action: 'webhook.deleted',
    subjectType: 'webhook',
    subjectId: webhook.webhookId,
    summary: `Deleted webhook "${webhook.name}" (${webhook.url})`,
  });
  return ok({ success: true });
});
