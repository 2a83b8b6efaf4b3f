import { beforeAll, describe, expect, it } from 'vitest';
import { firstAdmin } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { awayFromHourEnd, keysApi, request, type KeysApi } from './keys-client.ts';

const local = useLocalTarget();

let keys: KeysApi;

beforeAll(async () => {
  keys = keysApi(local.target, await firstAdmin(local.target));
});

interface ExternalError {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

const external = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  request<ExternalError & { data?: unknown }>(local.target, method, `/api/external/v1${path}`, {
    headers,
    body,
  });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const newKey = async (body: Record<string, unknown>) => {
  const created = await keys.create(body);
  if (created.status !== 201) throw new Error(`Key creation failed: ${JSON.stringify(created.body)}`);
  return created.body.data;
};
const rateHeaders = (headers: Headers) => ({
  limit: headers.get('ratelimit-limit'),
  remaining: headers.get('ratelimit-remaining'),
  reset: headers.get('ratelimit-reset'),
  xLimit: headers.get('x-ratelimit-limit'),
  xRemaining: headers.get('x-ratelimit-remaining'),
  xReset: headers.get('x-ratelimit-reset'),
});

describe('external API access by API key (local target)', () => {
  it('lets a read key read, from Authorization or X-API-Key, and refuses its writes with insufficient_scope', async () => {
    const { key } = await newKey({ name: 'Reader' });

    const viaBearer = await external('GET', '/tickets', bearer(key));
    const viaHeader = await external('GET', '/emails', { 'x-api-key': key });
    const write = await external('PATCH', '/tickets/01NOSUCHTICKET', bearer(key), { venue: 'Arena' });
    const verify = await external('POST', '/tickets/01NOSUCHTICKET/verify', bearer(key), {});

    expect(viaBearer.status).toBe(200);
    expect(viaHeader.status).toBe(200);
    expect(rateHeaders(viaBearer.headers)).toMatchObject({ limit: '100', remaining: '99', xLimit: '100' });
    for (const reply of [write, verify]) {
      expect(reply.status).toBe(403);
      expect(reply.body.error).toMatchObject({
        code: 'insufficient_scope',
        message: 'This API key does not have the scope this request needs.',
      });
      expect(reply.headers.get('ratelimit-limit')).toBe('100');
    }
  });

  it('a write key may write (the handler answers, here 404 for an unknown ticket)', async () => {
    const { key } = await newKey({ name: 'Writer', scopes: ['read', 'write'] });

    const write = await external('PATCH', '/tickets/01NOSUCHTICKET', bearer(key), { venue: 'Arena' });

    expect(write.status).toBe(404);
    expect(write.body.error.code).toBe('not_found');
  });

  it('refuses missing, unknown, expired, disabled and deleted keys and a non-allowed IP with stable codes', async () => {
    const expiring = await newKey({ name: 'Soon', expiresAt: new Date(Date.now() + 1500).toISOString() });
    const disabled = await newKey({ name: 'Off' });
    await keys.update(disabled.id, { enabled: false });
    const deleted = await newKey({ name: 'Gone' });
    await keys.remove(deleted.id);
    const office = await newKey({ name: 'Office', allowedIps: ['203.0.113.0/24', '198.51.100.7'] });
    await new Promise((resolve) => setTimeout(resolve, 1600));

    const outcome = async (headers: Record<string, string>) => {
      const reply = await external('GET', '/tickets', headers);
      return [reply.status, reply.body.error?.code];
    };

    expect(await outcome({})).toEqual([401, 'invalid_api_key']);
    expect(await outcome(bearer('trk_live_not-a-key'))).toEqual([401, 'invalid_api_key']);
    expect(await outcome(bearer(expiring.key))).toEqual([401, 'api_key_expired']);
    expect(await outcome(bearer(disabled.key))).toEqual([403, 'api_key_disabled']);
    expect(await outcome(bearer(deleted.key))).toEqual([401, 'invalid_api_key']);
    expect(await outcome(bearer(office.key))).toEqual([403, 'ip_not_allowed']);
    // Behind CloudFront the viewer's address comes from CloudFront-Viewer-Address.
    expect(
      await outcome({ ...bearer(office.key), 'cloudfront-viewer-address': '203.0.113.80:40123' }),
    ).toEqual([200, undefined]);
    expect(
      await outcome({ ...bearer(office.key), 'cloudfront-viewer-address': '198.51.100.7:40123' }),
    ).toEqual([200, undefined]);
    const listed = (await keys.list()).body.data;
    expect(listed.find((key) => key.id === expiring.id)?.status).toBe('expired');
  });

  it('answers the 101st request of the hour with 429, Retry-After and the RateLimit headers', async () => {
    await awayFromHourEnd();
    const { key } = await newKey({ name: 'Busy', rateLimit: 100 });

    const statuses: number[] = [];
    for (let batch = 0; batch < 5; batch += 1) {
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => external('GET', '/tickets?limit=1', bearer(key))),
      );
      statuses.push(...replies.map((reply) => reply.status));
    }
    const limited = await external('GET', '/tickets', bearer(key));

    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const headers = rateHeaders(limited.headers);
    expect(headers).toMatchObject({ limit: '100', remaining: '0', xLimit: '100', xRemaining: '0' });
    expect(Number(headers.reset)).toBe(retryAfter);
    expect(Number(headers.xReset) % 3600).toBe(0);
    expect(Number(headers.xReset) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(3600);
  });

  it('records lastUsed and usageCount of accepted requests', async () => {
    const { id, key } = await newKey({ name: 'Counted' });
    const before = Date.now();

    for (let i = 0; i < 3; i += 1) await external('GET', '/tickets', bearer(key));
    await external('POST', '/emails', bearer(key), { raw: 'eA==' }); // refused: read key

    const shown = (await keys.list()).body.data.find((item) => item.id === id)!;
    expect(shown.usageCount).toBe(3);
    expect(Date.parse(shown.lastUsed!)).toBeGreaterThanOrEqual(before - 1000);
  });
});
