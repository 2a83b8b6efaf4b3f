import { getConfig } from '../../core/config/env.ts';
import { newId } from '../../core/db/ids.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { sendWebhook } from '../../core/webhooks/send-webhook.ts';
import { findWebhook, secretOf } from '../../core/webhooks/webhook-store.ts';
import { webhookIdParamsSchema } from './webhook-schemas.ts';

/**
 * POST /api/webhooks/{id}/test: sends a signed `webhook.test` event now, as a delivery would (headers,
 * SSRF guard, 10 s timeout), and answers 200 with the outcome either way. It is not logged as a
 * delivery and does not change failureCount or lastTriggered.
 */
export const testWebhook = defineRoute({ params: webhookIdParamsSchema }, async ({ params }) => {
  const webhook = await findWebhook(params.id);
  const now = new Date();
  const id = `webhook.test:${newId()}`;
  const body = JSON.stringify({
    id,
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: {
      webhookId: webhook.webhookId,
      name: webhook.name,
      message: 'This is a test event from Ticket Relay.',
    },
  });
  const outcome = await sendWebhook(
    { url: webhook.url, secret: await secretOf(webhook), headers: webhook.headers },
    { id, body },
    { allowPrivate: getConfig().WEBHOOK_ALLOW_PRIVATE_URLS },
  );
  if (outcome.ok)
    return ok({ success: true, statusCode: outcome.statusCode, durationMs: outcome.durationMs });
  return ok({
    success: false,
    error: outcome.error,
    ...(outcome.statusCode === null ? {} : { statusCode: outcome.statusCode }),
    durationMs: outcome.durationMs,
  });
});
