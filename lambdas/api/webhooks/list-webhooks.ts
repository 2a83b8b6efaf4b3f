import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { listWebhooks as readWebhooks, toWebhookView } from '../../core/webhooks/webhook-store.ts';

/** GET /api/webhooks: every webhook, newest first (spec 001 §2.12 cards). */
export const listWebhooks = defineRoute({}, async () =>
  ok({ success: true, data: (await readWebhooks()).map(toWebhookView) }),
);
