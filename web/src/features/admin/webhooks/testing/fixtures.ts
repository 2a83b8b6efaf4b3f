import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createRoutes } from '@/app/router';
import { adminShellRoutes } from '@/features/admin/testing/admin-routes';
import { reply, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

import type { Delivery, Webhook } from '../api/schemas';

// Webhooks and deliveries as /api/webhooks answers them (issue 8 contract), for the route tests.

export const webhookId = '01JWEBHOOK0000000000000001';

export function webhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: webhookId,
    name: 'Inventory sync',
    url: 'https://hooks.example.com/ticket-relay',
    events: ['ticket.created', 'ticket.verified'],
    enabled: true,
    headers: { 'X-Source': 'ticket-relay' },
    description: 'Keeps the warehouse stock in step',
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    lastTriggered: null,
    failureCount: 0,
    disabledReason: null,
    secretHint: 'whsec_…wxyz',
    ...overrides,
  };
}

export function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: '01JDELIVERY000000000000001',
    eventId: '01JEVENT000000000000000001',
    eventType: 'ticket.created',
    status: 'delivered',
    attempts: 1,
    responseStatus: 200,
    durationMs: 120,
    lastError: null,
    nextAttemptAt: null,
    deliveredAt: '2026-03-05T09:02:00.000Z',
    createdAt: '2026-03-05T09:00:00.000Z',
    updatedAt: '2026-03-05T09:00:01.000Z',
    ...overrides,
  };
}

/** The admin shell and GET /api/webhooks answering `webhooks`. */
export function webhookRoutes(
  webhooks: Webhook[] = [],
  overrides: Record<string, ApiHandler> = {},
): Record<string, ApiHandler> {
  return {
    ...adminShellRoutes(),
    'GET /api/webhooks': reply(200, { success: true, data: webhooks }),
    ...overrides,
  };
}

// A screen is a lazy chunk: its first visit waits for vite, which is slow on a busy machine.
const firstLoad = { timeout: 20_000 };

export async function openWebhooks() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/webhooks');
  await screen.findByRole('heading', { level: 1, name: 'Webhooks' }, firstLoad);
  return { user, ...view };
}
