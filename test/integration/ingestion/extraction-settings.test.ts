import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { firstAdmin, verifiedSeller } from './ingestion-client.ts';

const local = useLocalTarget();
let adminCookie = '';

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
});

const save = (body: unknown, cookie = adminCookie) =>
  call<Record<string, unknown>>(local.target, 'POST', '/api/settings/extraction', { cookie, body });

describe('extraction settings API (integration, local target)', () => {
  it('answers the spec defaults and no last sync before anything was saved or synced', async () => {
    const reply = await call(local.target, 'GET', '/api/settings/extraction', { cookie: adminCookie });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      keywords: 'ticket confirmation purchase event',
      autoProcess: true,
      autoExtract: true,
      confidenceThreshold: 70,
      syncInterval: 15,
      autoSync: true,
      lastSync: null,
    });
  });

  it('saves the changed settings and reads them back, keeping the ones not sent', async () => {
    const reply = await save({ keywords: ' tickets order ', confidenceThreshold: 85, syncInterval: 120 });

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Settings saved', keywords: 'tickets order' });
    const read = await call(local.target, 'GET', '/api/settings/extraction', { cookie: adminCookie });
    expect(read.body).toMatchObject({
      keywords: 'tickets order',
      confidenceThreshold: 85,
      syncInterval: 120,
      autoProcess: true,
      autoExtract: true,
    });

    expect((await save({ autoProcess: false, autoSync: false, syncInterval: 5 })).status).toBe(200);
    const again = await call(local.target, 'GET', '/api/settings/extraction', { cookie: adminCookie });
    expect(again.body).toMatchObject({
      autoProcess: false,
      autoSync: false,
      syncInterval: 5,
      confidenceThreshold: 85,
    });
  });

  it.each([
    [{ syncInterval: 4 }, 'Please check syncInterval: must be a whole number of minutes from 5 to 120'],
    [{ syncInterval: 121 }, 'Please check syncInterval: must be a whole number of minutes from 5 to 120'],
    [{ syncInterval: 7.5 }, 'Please check syncInterval: must be a whole number of minutes from 5 to 120'],
    [{ confidenceThreshold: 101 }, 'Please check confidenceThreshold: must be a whole number from 0 to 100'],
    [{ confidenceThreshold: -1 }, 'Please check confidenceThreshold: must be a whole number from 0 to 100'],
    [{ confidenceThreshold: '80' }, 'Please check confidenceThreshold: must be a whole number from 0 to 100'],
    [{ autoProcess: 'no' }, 'Please check autoProcess: autoProcess must be true or false'],
    [{ keywords: 'x'.repeat(501) }, 'Please check keywords: must be at most 500 characters'],
    [{}, 'Please check body: Send at least one setting to change.'],
  ])(
    'refuses %j with a 400 that says what is wrong, and keeps the stored settings',
    async (body, message) => {
      const before = await call(local.target, 'GET', '/api/settings/extraction', { cookie: adminCookie });

      const reply = await save(body);

      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message });
      const after = await call(local.target, 'GET', '/api/settings/extraction', { cookie: adminCookie });
      expect(after.body).toEqual(before.body);
    },
  );

  it('refuses the settings to a customer (403) and to nobody (401)', async () => {
    const seller = await verifiedSeller(local.target);

    const read = await call(local.target, 'GET', '/api/settings/extraction', { cookie: seller.cookie });
    const write = await save({ autoProcess: true }, seller.cookie);
    const anonymous = await call(local.target, 'GET', '/api/settings/extraction');

    expect(read.status).toBe(403);
    expect(write.status).toBe(403);
    expect(anonymous.status).toBe(401);
  });
});
