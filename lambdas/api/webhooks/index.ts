import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { createWebhook } from './create-webhook.ts';
import { deleteWebhook } from './delete-webhook.ts';
import { getWebhookSecret } from './get-webhook-secret.ts';
import { listDeliveries } from './list-deliveries.ts';
import { listWebhooks } from './list-webhooks.ts';
import { resendDelivery } from './resend-delivery.ts';
import { testWebhook } from './test-webhook.ts';
import { updateWebhook } from './update-webhook.ts';

// spec 001 §7: error replies of /api/webhooks* carry an error field ({ success: false, message, error }).
export const handler = createAreaHandler(
  'webhooks',
  {
    listWebhooks,
    createWebhook,
    updateWebhook,
    deleteWebhook,
    testWebhook,
    getWebhookSecret,
    listDeliveries,
    resendDelivery,
  },
  { errorFormat: 'withError' },
);
