import { recordAudit } from '../../core/audit/record-audit.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { findWebhook, secretOf } from '../../core/webhooks/webhook-store.ts';
import { webhookIdParamsSchema } from './webhook-schemas.ts';

/** GET /api/webhooks/{id}/secret: the signing secret in clear; every read is audited. */
export const getWebhookSecret = defineRoute({ params: webhookIdParamsSchema }, async ({ params, event }) => {
  const webhook = await findWebhook(params.id);
  const secret = await secretOf(webhook);
  await recordAudit(event, {
    action: 'webhook.secret_read',
    subjectType: 'webhook',
    subjectId: webhook.webhookId,
    summary: `Revealed the signing secret of webhook "${webhook.name}"`,
  });
  return ok({ success: true, secret });
});
