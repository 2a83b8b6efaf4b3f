import { diffFields, recordAuditOfChanges } from '../../core/audit/record-audit.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { toWebhookView, updateWebhook as storeChanges } from '../../core/webhooks/webhook-store.ts';
import { auditedWebhook, auditedWebhookFields } from './webhook-audit.ts';
import { updateWebhookSchema, webhookIdParamsSchema } from './webhook-schemas.ts';

/** PATCH /api/webhooks/{id}: changes the fields sent (the card switch sends only `enabled`). */
export const updateWebhook = defineRoute(
  { params: webhookIdParamsSchema, body: updateWebhookSchema },
  async ({ params, body, event }) => {
    const { before, after } = await storeChanges(params.id, body);
    const changes = diffFields(auditedWebhook(before), auditedWebhook(after), auditedWebhookFields);
    await recordAuditOfChanges(event, {
      action: 'webhook.updated',
      subjectType: 'webhook',
      subjectId: after.webhookId,
      changes,
      summary: `Updated webhook "${after.name}"`,
    });
    return ok({ success: true, data: toWebhookView(after) });
  },
);
