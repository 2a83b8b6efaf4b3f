import type { LocalTarget } from '../../../lib/local/local-target.ts';
import { call, type ApiReply } from '../accounts/account-client.ts';

export interface WebhookView {
  id: string;
  name: string;
  url: string;
  events: string[];
  enabled: boolean;
  headers: Record<string, string>;
  description: string;
  createdAt: string;
  updatedAt: string;
  lastTriggered: string | null;
  failureCount: number;
  disabledReason: string | null;
  secretHint: string | null;
}

export interface DeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  responseStatus: number | null;
  durationMs: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ErrorReply {
  success: false;
  message: string;
  error?: string;
  errors?: Record<string, string>;
}

/** The webhook routes as the admin console calls them, for one admin session. */
export function webhooksApi(target: LocalTarget, cookie: string) {
  const as = <T>(method: string, path: string, body?: unknown): Promise<ApiReply<T>> =>
    call<T>(target, method, path, { cookie, body });
  return {
    list: () => as<{ success: true; data: WebhookView[] }>('GET', '/api/webhooks'),
    create: (body: Record<string, unknown>) =>
      as<{ success: true; data: WebhookView & { secret: string } }>('POST', '/api/webhooks', body),
    update: (id: string, body: Record<string, unknown>) =>
      as<{ success: true; data: WebhookView }>('PATCH', `/api/webhooks/${id}`, body),
    remove: (id: string) => as<{ success: true }>('DELETE', `/api/webhooks/${id}`),
    test: (id: string) =>
      as<{ success: boolean; statusCode?: number; durationMs: number; error?: string }>(
        'POST',
        `/api/webhooks/${id}/test`,
      ),
    secret: (id: string) => as<{ success: true; secret: string }>('GET', `/api/webhooks/${id}/secret`),
    deliveries: (id: string, query = '') =>
      as<{ success: true; items: DeliveryView[]; nextCursor: string | null }>(
        'GET',
        `/api/webhooks/${id}/deliveries${query}`,
      ),
    resend: (id: string, deliveryId: string) =>
      as<{ success: true; data: DeliveryView }>(
        'POST',
        `/api/webhooks/${id}/deliveries/${deliveryId}/resend`,
      ),
  };
}

export type WebhooksApi = ReturnType<typeof webhooksApi>;

/** A created webhook (throws with the reply when creation fails). */
export async function createdWebhook(api: WebhooksApi, body: Record<string, unknown>) {
  const reply = await api.create(body);
  if (reply.status !== 201)
    throw new Error(`POST /api/webhooks: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** The one webhook's view as GET /api/webhooks shows it. */
export async function webhookView(api: WebhooksApi, id: string): Promise<WebhookView | undefined> {
  return (await api.list()).body.data.find((webhook) => webhook.id === id);
}

/**
 * Subscribes a webhook to every event type (as an admin, through the API), so that events are written
 * to the outbox: without a subscriber none are. Its endpoint refuses connections; tests that read the
 * outbox do not need deliveries to succeed.
 */
export async function subscribeToAllEvents(target: LocalTarget, cookie: string): Promise<WebhookView> {
  const reply = await webhooksApi(target, cookie).create({
    name: 'Outbox reader',
    url: 'http://127.0.0.1:9/outbox-reader',
    events: ['all'],
  });
  if (!reply.body.success) throw new Error(`Could not create the webhook: ${reply.status}`);
  return reply.body.data;
}
