import type { RouteDefinition } from '../route-types.ts';

// spec 001 §2.12, §7 Session and external access; DESIGN §6.9. The delivery log and the secret are
// additions of issue 8 (a delivery log per webhook with a Resend action; a generated secret must be readable).
export const webhooksRoutes = [
  { method: 'GET', path: '/api/webhooks', area: 'webhooks', access: 'admin', operation: 'listWebhooks' },
  { method: 'POST', path: '/api/webhooks', area: 'webhooks', access: 'admin', operation: 'createWebhook' },
  {
    method: 'PATCH',
    path: '/api/webhooks/{id}',
    area: 'webhooks',
    access: 'admin',
    operation: 'updateWebhook',
  },
  {
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    area: 'webhooks',
    access: 'admin',
    operation: 'deleteWebhook',
  },
  {
    method: 'POST',
    path: '/api/webhooks/{id}/test',
    area: 'webhooks',
    access: 'admin',
    operation: 'testWebhook',
  },
  {
    method: 'GET',
    path: '/api/webhooks/{id}/secret',
    area: 'webhooks',
    access: 'admin',
    operation: 'getWebhookSecret',
  },
  {
    method: 'GET',
    path: '/api/webhooks/{id}/deliveries',
    area: 'webhooks',
    access: 'admin',
    operation: 'listDeliveries',
  },
  {
    method: 'POST',
    path: '/api/webhooks/{id}/deliveries/{deliveryId}/resend',
    area: 'webhooks',
    access: 'admin',
    operation: 'resendDelivery',
  },
] as const satisfies readonly RouteDefinition[];
