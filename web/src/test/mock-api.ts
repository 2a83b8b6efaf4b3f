import { vi } from 'vitest';

import type { User } from '@/lib/auth/user';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers one request; a new Response each time, since a body can be read only once. */
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

/** A JSON reply, as the server sends it. */
export const reply =
  (status: number, body: unknown): ApiHandler =>
  () =>
    Response.json(body, { status });

/** What the server answers without a session. */
export const signedOut = reply(401, { success: false, message: 'Please sign in to continue.' });

/** The browser's answer when the server cannot be reached. */
export const networkDown: ApiHandler = () => Promise.reject(new TypeError('Failed to fetch'));

/**
 * Replaces `fetch` with the given routes, keyed "METHOD /path" (no query string). Unknown routes answer
 * 404 like the API does. Returns the calls made, and `set` to change a route during a test.
 */
export function mockApi(routes: Record<string, ApiHandler>) {
  const table = new Map(Object.entries(routes));
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, path: url.pathname, body };
      calls.push(call);
      const handler = table.get(`${method} ${url.pathname}`);
      return handler
        ? handler(call)
        : Response.json({ success: false, message: 'There is no such API route.' }, { status: 404 });
    }),
  );
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    set: (key: string, handler: ApiHandler) => table.set(key, handler),
  };
}

/** A user as the API returns it (lambdas/core/auth/user-view.ts), with the given changes. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '01JCUSTOMER0000000000000001',
    role: 'customer',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    transferEmail: 'ada.lovelace.k3x9@relay.example',
    phone: '+1 555 0100',
    isActive: true,
    emailConfirmed: true,
    mustChangePassword: false,
    ...overrides,
  };
}

/** GET /api/user and GET /api/customer/{id} for a signed-in `user`. */
export function sessionRoutes(user: User): Record<string, ApiHandler> {
  return {
    'GET /api/user': reply(200, { success: true, user }),
    [`GET /api/customer/${user.id}`]: reply(200, { success: true, customer: user }),
  };
}

/** Totals of GET /api/customer/{id}/payouts for a seller with no payouts (cents; $600 1099 threshold). */
export const noPayoutTotals = {
  pendingCents: 0,
  paidThisYearCents: 0,
  paidTotalCents: 0,
  grossPaidSalesThisYearCents: 0,
  form1099ThresholdCents: 60_000,
};

/** GET /api/customer/{id}/payouts (issue 9): the given payouts and totals (the rest zero). */
export const payoutsReply = (
  payouts: unknown[] = [],
  totals: Partial<typeof noPayoutTotals> = {},
): ApiHandler => reply(200, { success: true, payouts, totals: { ...noPayoutTotals, ...totals } });
