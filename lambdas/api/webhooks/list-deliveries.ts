import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { listDeliveries as readDeliveries } from '../../core/webhooks/deliveries.ts';
import { findWebhook } from '../../core/webhooks/webhook-store.ts';
import { deliveriesQuerySchema, webhookIdParamsSchema } from './webhook-schemas.ts';

/** GET /api/webhooks/{id}/deliveries?limit&cursor: the delivery log, newest first. */
export const listDeliveries = defineRoute(
  { params: webhookIdParamsSchema, query: deliveriesQuerySchema },
  async ({ params, query }) => {
    const webhook = await findWebhook(params.id);
    return ok({ success: true, ...(await readDeliveries(webhook.webhookId, query)) });
  },
);
