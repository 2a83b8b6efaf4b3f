import { defineRoute } from '../../core/http/define-route.ts';
import { ConflictError } from '../../core/http/errors.ts';
import { ok } from '../../core/http/responses.ts';
import { attemptDelivery, DeliveryBusyError } from '../../core/webhooks/attempt-delivery.ts';
import { findDelivery, toDeliveryView } from '../../core/webhooks/deliveries.ts';
import { findWebhook } from '../../core/webhooks/webhook-store.ts';
import { deliveryParamsSchema } from './webhook-schemas.ts';

const BUSY = 'This delivery is being sent right now. Please try again in a moment.';

/**
 * POST /api/webhooks/{id}/deliveries/{deliveryId}/resend: one more attempt now, whatever the delivery's
 * state (a disabled webhook included); answers with the delivery as it stands afterwards.
 */
export const resendDelivery = defineRoute({ params: deliveryParamsSchema }, async ({ params }) => {
  const webhook = await findWebhook(params.id);
  const delivery = await findDelivery(webhook.webhookId, params.deliveryId);
  try {
    const written = await attemptDelivery(delivery, { now: new Date(), mode: 'resend' });
    if (!written) throw new ConflictError(BUSY);
    return ok({ success: true, data: toDeliveryView(written) });
  } catch (error) {
    if (error instanceof DeliveryBusyError) throw new ConflictError(BUSY);
    throw error;
  }
});
