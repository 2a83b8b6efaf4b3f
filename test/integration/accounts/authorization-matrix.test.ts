import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RouteDefinition } from '../../../lambdas/api/route-table.ts';
import { apiKeyMessages } from '../../../lambdas/core/api-keys/access-errors.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { call, registerCustomer, type RegisteredCustomer } from './account-client.ts';

/**
 * Every route of the route table, called as nobody, as a customer on another customer's `{id}`, and as
 * a customer on admin routes. Generated from the table, so a route added later is covered at once.
 */
const local = useLocalTarget();

const routes: readonly RouteDefinition[] = routeTable;
const hasBody = (route: RouteDefinition) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
const isCustomerOwned = (route: RouteDefinition) => /^\/api\/customer\/\{id\}(\/|$)/.test(route.path);
const label = (route: RouteDefinition) => `${route.method} ${route.path}`;

/** The route's path with `{id}` set to `customerId` and every other parameter set to a harmless probe value. */
const pathOf = (route: RouteDefinition, customerId: string): string =>
  route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) =>
    name === 'id' ? customerId : name === 'email' ? 'probe%40example.com' : 'matrix-probe',
  );

function request(route: RouteDefinition, customerId: string, cookie?: string) {
  return call<Record<string, unknown>>(local.target, route.method, pathOf(route, customerId), {
    cookie,
    body: hasBody(route) ? {} : undefined,
  });
}

// Issue 8: the keys and webhooks areas add `error` to their error bodies; API-key routes answer in the external shape.
const withErrorAreas = new Set(['apikeys', 'webhooks']);
const refusal = (route: RouteDefinition, message: string) =>
  route.access === 'apiKey'
    ? { error: { code: 'invalid_api_key', message: apiKeyMessages.invalid_api_key } }
    : withErrorAreas.has(route.area)
      ? { success: false, message, error: message }
      : { success: false, message };

let customerA: RegisteredCustomer;
let customerB: RegisteredCustomer;

beforeAll(async () => {
  [customerA, customerB] = await Promise.all([
    registerCustomer(local.target),
    registerCustomer(local.target),
  ]);
});

describe('authorization matrix from the route table (local target)', () => {
  it('has routes of every access level to check', () => {
    expect(routes.some((route) => route.access === 'public')).toBe(true);
    expect(routes.some((route) => route.access === 'customer')).toBe(true);
    expect(routes.some((route) => route.access === 'admin')).toBe(true);
    expect(routes.some((route) => route.access === 'apiKey')).toBe(true);
    expect(routes.some(isCustomerOwned)).toBe(true);
  });

  it.each(routes.filter((route) => route.access !== 'public').map((route) => [label(route), route] as const))(
    'answers %s with 401 and no data when nobody is signed in',
    async (_, route) => {
      const reply = await request(route, customerB.user.id);

      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(refusal(route, 'Please sign in to continue.'));
    },
  );

  it.each(routes.filter((route) => route.access === 'public').map((route) => [label(route), route] as const))(
    'answers the public route %s without a session, and never with a 500',
    async (_, route) => {
      const reply = await request(route, customerB.user.id);

      expect(reply.status).toBeLessThan(500);
      expect(reply.status).not.toBe(403);
    },
  );

  it.each(routes.filter(isCustomerOwned).map((route) => [label(route), route] as const))(
    "answers %s with 403 and no data for another customer's id",
    async (_, route) => {
      const reply = await request(route, customerB.user.id, customerA.cookie);

      expect(reply.status).toBe(403);
      expect(reply.body.success).toBe(false);
      expect(JSON.stringify(reply.body)).not.toContain(customerB.email);
      expect(Object.keys(reply.body).sort()).toEqual(['message', 'success']);
    },
  );

  it.each(routes.filter((route) => route.access === 'admin').map((route) => [label(route), route] as const))(
    'answers the admin route %s with 403 and no data for a customer',
    async (_, route) => {
      const reply = await request(route, customerA.user.id, customerA.cookie);

      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(refusal(route, 'This is for admins only.'));
    },
  );

  it('lets customer A read their own customer record', async () => {
    const reply = await call(local.target, 'GET', `/api/customer/${customerA.user.id}`, {
      cookie: customerA.cookie,
    });

    expect(reply.status).toBe(200);
  });
});
