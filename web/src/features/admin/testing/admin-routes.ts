import { vi } from 'vitest';

import { reply, sessionRoutes, testUser, type ApiHandler } from '@/test/mock-api';

/** The signed-in admin of the admin screen tests. */
export const testAdmin = testUser({
  id: '01JADMIN00000000000000000001',
  role: 'admin',
  email: 'ops@example.com',
});

export const statsBody = {
  success: true,
  totalEmails: 12,
  processedEmails: 9,
  ticketsExtracted: 7,
  needsReview: 2,
  cancelledTransfers: 1,
  accuracy: 92.5,
  modelVersion: 'v1.0',
};

/** Session and the admin shell's own calls (sidebar counts), for any admin screen. */
export function adminShellRoutes(): Record<string, ApiHandler> {
  return {
    ...sessionRoutes(testAdmin),
    'GET /api/stats': reply(200, statsBody),
    'GET /api/ml/stats': reply(200, {
      modelVersion: 'v1.0',
      accuracy: 92.5,
      total: 11,
      succeeded: 8,
      needsReview: 2,
      failed: 1,
      trainingSamples: 0,
      fieldAccuracy: {},
    }),
  };
}

/**
 * The query string of the request being answered (mock-api's calls keep only the path). The fetch
 * mock records its arguments before it calls the route's handler, so the last call is this one.
 */
export function currentQuery(): URLSearchParams {
  const input = vi.mocked(fetch).mock.calls.at(-1)?.[0];
  return new URL(String(input), 'http://localhost').searchParams;
}
