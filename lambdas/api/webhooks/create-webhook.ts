import { diffFields, recordAudit } from '../../core/audit/record-audit.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { created } from '../../core/http/responses.ts';
import { createWebhook as storeWebhook, toWebhookView } from '../../core/webhooks/webhook-store.ts';
import { auditedWebhook, auditedWebhookFields } from './webhook-audit.ts';
import { createWebhookSchema } from './webhook-schemas.ts';

/**
 * POST /api/webhooks: 201 with the webhook and its signing secret (generated as whsec_ + 32 random
 * bytes when none is given); later replies show only `secretHint`, GET …/secret reads it again.
 */
export const createWebhook = defineRoute({ body: createWebhookSchema }, async ({ body, event }) => {
  const { userId } = requireSession(event);
  const { webhook, secret } = await storeWebhook(body, userId);
  await recordAudit(event, {
    action: 'webhook.created',
    subjectType: 'webhook',
    subjectId: webhook.webhookId,
    changes: diffFields({}, auditedWebhook(webhook), auditedWebhookFields),
    summary: `Created webhook "${webhook.name}" for ${webhook.url}`,
  });
  return created({ success: true, data: { ...toWebhookView(webhook), secret } });
});
