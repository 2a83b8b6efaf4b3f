import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createRoutes } from '@/app/router';
import { adminShellRoutes } from '@/features/admin/testing/admin-routes';
import { reply, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

import type { ApiKey } from '../api/schemas';

// Keys as GET /api/external/keys returns them (issue 8 contract), for the route tests.

export function apiKeyView(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: '01JAPIKEY000000000000000001',
    name: 'Box office sync',
    description: 'Nightly import',
    prefix: 'trk_live_AbCdEfGhIjKl',
    enabled: true,
    status: 'active',
    expiresAt: null,
    rateLimit: 100,
    allowedIps: [],
    scopes: ['read'],
    lastUsed: null,
    usageCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The shell's calls and the key list answering `keys`. */
export function apiKeyRoutes(
  keys: ApiKey[] = [],
  overrides: Record<string, ApiHandler> = {},
): Record<string, ApiHandler> {
  return {
    ...adminShellRoutes(),
    'GET /api/external/keys': reply(200, { success: true, data: keys }),
    ...overrides,
  };
}

/** Opens /admin/api-keys and waits for its heading (a lazy chunk: slow on a busy machine). */
export async function openApiKeys() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/api-keys');
  await screen.findByRole('heading', { level: 1, name: 'API Keys' }, { timeout: 20_000 });
  return { user, ...view };
}
