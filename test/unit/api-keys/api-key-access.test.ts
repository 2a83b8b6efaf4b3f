import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, deleteApiKey, updateApiKey } from '../../../lambdas/core/api-keys/manage-keys.ts';
import { requireApiKey } from '../../../lambdas/core/api-keys/request-key.ts';
import { dailyUsageCounterName } from '../../../lambdas/core/api-keys/usage.ts';
import { setDataLayer } from '../../../lambdas/core/db/client.ts';
import { readCounters } from '../../../lambdas/core/db/counters.ts';
import { createAreaHandler } from '../../../lambdas/core/http/create-area-handler.ts';
import { NotFoundError } from '../../../lambdas/core/http/errors.ts';
import { ok, type ApiResult } from '../../../lambdas/core/http/responses.ts';
import { externalRoutes } from '../../../lambdas/api/external/routes.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from '../db/dynalite-harness.ts';
import { apiEvent } from '../support/api-event.ts';

// The access middleware of an `apiKey` area on a real (in-memory) table: the external area's routes
// from the route table, with handlers that echo the accepted key (helper B's handlers replace them in
// the real area), rendered in the external error format.
let database: InMemoryDatabase;

const echo = async (event: APIGatewayProxyEventV2): Promise<ApiResult> => ok({ data: requireApiKey(event) });
const handler = createAreaHandler(
  'external',
  Object.fromEntries(
    externalRoutes.map((route) => [
      route.operation,
      route.access === 'apiKey'
        ? echo
        : async () => {
            throw new NotFoundError();
          },
    ]),
  ) as never,
  { errorFormat: 'external' },
);

const ticketsRoute = (method: 'GET' | 'PATCH', headers: Record<string, string>) =>
  apiEvent({
    method,
    path: method === 'GET' ? '/api/external/v1/tickets' : '/api/external/v1/tickets/{id}',
    rawPath: method === 'GET' ? '/api/external/v1/tickets' : '/api/external/v1/tickets/t1',
    pathParameters: method === 'GET' ? undefined : { id: 't1' },
    headers: { ...headers, ...(method === 'PATCH' ? { 'content-type': 'application/json' } : {}) },
    body: method === 'PATCH' ? '{}' : undefined,
  });

const send = async (method: 'GET' | 'PATCH', headers: Record<string, string>) => {
  const event = ticketsRoute(method, headers);
  event.requestContext.http.path = event.rawPath;
  const result = (await handler(event, {} as Context)) as ApiResult;
  return {
    status: result.statusCode,
    headers: result.headers ?? {},
    body: JSON.parse(result.body ?? '{}') as {
      data?: { apiKeyId: string; scopes: string[] };
      error?: { code: string; message: string };
    },
  };
};
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

beforeAll(async () => {
  database = await startInMemoryDatabase();
  setDataLayer(database.data);
});

afterAll(async () => {
  setDataLayer(undefined);
  await database.stop();
});

describe('apiKey access (middleware, real table)', () => {
  it('accepts a key from Authorization: Bearer or X-API-Key and gives the handler its caller', async () => {
    const { key, view } = await createApiKey('admin-1', { name: 'Reader' });

    const viaBearer = await send('GET', bearer(key));
    const viaHeader = await send('GET', { 'x-api-key': key });

    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body.data).toEqual({
      apiKeyId: view.id,
      userId: 'admin-1',
      name: 'Reader',
      scopes: ['read'],
    });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.headers).toMatchObject({ 'ratelimit-limit': '100', 'x-ratelimit-limit': '100' });
  });

  it('refuses a write with a read key (403 insufficient_scope) and allows it with a write key', async () => {
    const reader = await createApiKey('admin-1', { name: 'Read only', scopes: ['read'] });
    const writer = await createApiKey('admin-1', { name: 'Writer', scopes: ['write'] });

    const refused = await send('PATCH', bearer(reader.key));
    const allowed = await send('PATCH', bearer(writer.key));
    const writerReads = await send('GET', bearer(writer.key));

    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'insufficient_scope' });
    expect(refused.headers['ratelimit-limit']).toBe('100');
    expect(allowed.status).toBe(200);
    expect(writerReads.status).toBe(403);
  });

  it('refuses missing, unknown, expired, disabled and deleted keys and other IPs with stable codes', async () => {
    const expired = await createApiKey('admin-1', {
      name: 'Old',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await database.data.apiKeys
      .patch({ apiKeyId: expired.view.id })
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .go();
    const disabled = await createApiKey('admin-1', { name: 'Off' });
    await updateApiKey(disabled.view.id, { enabled: false });
    const deleted = await createApiKey('admin-1', { name: 'Gone' });
    await deleteApiKey(deleted.view.id);
    const office = await createApiKey('admin-1', { name: 'Office', allowedIps: ['203.0.113.0/24'] });

    const codes = async (headers: Record<string, string>) => {
      const reply = await send('GET', headers);
      return [reply.status, reply.body.error?.code];
    };

    expect(await codes({})).toEqual([401, 'invalid_api_key']);
    expect(await codes(bearer(`trk_live_${'x'.repeat(43)}`))).toEqual([401, 'invalid_api_key']);
    expect(await codes(bearer(expired.key))).toEqual([401, 'api_key_expired']);
    expect(await codes(bearer(disabled.key))).toEqual([403, 'api_key_disabled']);
    expect(await codes(bearer(deleted.key))).toEqual([401, 'invalid_api_key']);
    expect(await codes(bearer(office.key))).toEqual([403, 'ip_not_allowed']);
    expect(await codes({ ...bearer(office.key), 'cloudfront-viewer-address': '203.0.113.44:5123' })).toEqual([
      200,
      undefined,
    ]);
  });

  it('records lastUsed, usageCount and the day counter of each accepted request', async () => {
    const { key, view } = await createApiKey('admin-1', { name: 'Counted' });

    await send('GET', bearer(key));
    await send('GET', bearer(key));
    await send('PATCH', bearer(key)); // refused: not counted as usage

    const { data: stored } = await database.data.apiKeys.get({ apiKeyId: view.id }).go();
    expect(stored?.usageCount).toBe(2);
    expect(Date.now() - Date.parse(stored!.lastUsed!)).toBeLessThan(60_000);
    const day = dailyUsageCounterName(view.id, new Date());
    expect((await readCounters([day]))[day]).toBe(2);
  });

  it('answers request rateLimit + 1 within the hour with 429 rate_limited, Retry-After and RateLimit headers', async () => {
    const secondsToHourEnd = 3600 - (Math.floor(Date.now() / 1000) % 3600);
    if (secondsToHourEnd < 5)
      await new Promise((resolve) => setTimeout(resolve, secondsToHourEnd * 1000 + 100));
    const { key } = await createApiKey('admin-1', { name: 'Limited', rateLimit: 3 });

    const replies = [];
    for (let i = 0; i < 4; i += 1) replies.push(await send('GET', bearer(key)));

    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 429]);
    expect(replies.map((reply) => reply.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    const limited = replies[3]!;
    expect(limited.body.error?.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(limited.headers['ratelimit-reset']).toBe(String(retryAfter));
    expect(Number(limited.headers['x-ratelimit-reset']) % 3600).toBe(0);
  });
});
