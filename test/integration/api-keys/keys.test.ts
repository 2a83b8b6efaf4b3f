import { beforeAll, describe, expect, it } from 'vitest';
import { call, tableOf, type UserReply } from '../accounts/account-client.ts';
import { adminApi, type AdminApi } from '../admin-customers/admin-client.ts';
import { firstAdmin } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { keysApi, type KeysApi } from './keys-client.ts';

const local = useLocalTarget();

let keys: KeysApi;
let admin: AdminApi;
let adminId: string;

beforeAll(async () => {
  const cookie = await firstAdmin(local.target);
  keys = keysApi(local.target, cookie);
  admin = adminApi(local.target, cookie);
  const me = await call<{ user: UserReply }>(local.target, 'GET', '/api/user', { cookie });
  adminId = me.body.user.id;
});

const storedKey = async (apiKeyId: string) => {
  const { data, close } = tableOf(local.target);
  try {
    return (await data.apiKeys.get({ apiKeyId }).go({ consistent: true })).data;
  } finally {
    close();
  }
};

describe('API keys: /api/external/keys (local target)', () => {
  it('creates a key with the defaults, shows the full key once and stores only its hash and prefix', async () => {
    const created = await keys.create({ name: '  Zapier  ' });

    expect(created.status).toBe(201);
    const { key, ...view } = created.body.data;
    expect(key).toMatch(/^trk_live_[A-Za-z0-9]{43}$/);
    expect(view).toMatchObject({
      name: 'Zapier',
      description: '',
      prefix: key.slice(0, 21),
      enabled: true,
      status: 'active',
      expiresAt: null,
      rateLimit: 100,
      allowedIps: [],
      scopes: ['read'],
      lastUsed: null,
      usageCount: 0,
      userId: adminId,
    });

    const stored = await storedKey(view.id);
    expect(stored?.prefix).toBe(key.slice(0, 21));
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await keys.list();
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toEqual(view);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    expect(JSON.stringify(listed.body)).not.toMatch(/keyHash|"key"/);
  });

  it('stores every setting, lists newest first and edits, clears and disables', async () => {
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    const created = await keys.create({
      name: 'Warehouse sync',
      description: 'Nightly job',
      expiresAt,
      rateLimit: 250,
      allowedIps: ' 203.0.113.7 , , 10.0.0.0/8',
      scopes: ['write', 'read'],
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      description: 'Nightly job',
      expiresAt,
      rateLimit: 250,
      allowedIps: ['203.0.113.7', '10.0.0.0/8'],
      scopes: ['read', 'write'],
    });
    expect((await keys.list()).body.data[0]?.id).toBe(id);

    const edited = await keys.update(id, {
      name: 'Warehouse',
      expiresAt: null,
      allowedIps: [],
      rateLimit: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: 'Warehouse',
      expiresAt: null,
      allowedIps: [],
      rateLimit: 1,
    });

    const unchanged = await keys.update(id, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.data).toMatchObject({ name: 'Warehouse', rateLimit: 1 });

    const disabled = await keys.update(id, { enabled: false });
    expect(disabled.body.data).toMatchObject({ enabled: false, status: 'disabled' });
    expect((await storedKey(id))?.expiresAt).toBeUndefined();
  });

  it('refuses invalid input with the texts of the dialog (400, error field) and 404s unknown keys', async () => {
    const { id } = (await keys.create({ name: 'Valid' })).body.data;

    const noName = await keys.create({ name: '   ' });
    const missingName = await keys.create({});
    const editNoName = await keys.update(id, { name: '' });
    const tooFast = await keys.create({ name: 'x', rateLimit: 1001 });
    const zero = await keys.update(id, { rateLimit: 0 });
    const badIp = await keys.create({ name: 'x', allowedIps: ['203.0.113.300'] });
    const noScopes = await keys.create({ name: 'x', scopes: [] });
    const past = await keys.create({ name: 'x', expiresAt: '2020-01-01T00:00:00.000Z' });
    const unknown = await keys.update('01NOSUCHKEY', { name: 'y' });
    const unknownDelete = await keys.remove('01NOSUCHKEY');

    for (const reply of [noName, missingName, editNoName]) {
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        success: false,
        message: 'Please enter a name for the API key',
        error: 'Please enter a name for the API key',
        errors: { name: 'Please enter a name for the API key' },
      });
    }
    expect(tooFast.status).toBe(400);
    expect(tooFast.body.message).toBe(
      'The rate limit must be a whole number from 1 to 1000 requests per hour.',
    );
    expect(zero.status).toBe(400);
    expect(badIp.status).toBe(400);
    expect(badIp.body.message).toContain('"203.0.113.300" is not an IP address or a CIDR range');
    expect(noScopes.body.message).toBe('Choose at least one scope: read or write.');
    expect(past.body.message).toBe('The expiry date must be in the future.');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      success: false,
      message: 'API key not found',
      error: 'API key not found',
    });
    expect(unknownDelete.status).toBe(404);
  });

  it('deletes a key and writes an audit entry for create, update and delete', async () => {
    const { id, prefix } = (await keys.create({ name: 'Temporary' })).body.data;
    await keys.update(id, { scopes: ['read', 'write'] });

    const deleted = await keys.remove(id);

    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(await storedKey(id)).toBeNull();
    expect((await keys.list()).body.data.map((key) => key.id)).not.toContain(id);

    const log = await admin.auditLog();
    const entries = log.body.items.filter((entry) => entry.subjectId === id);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'apiKey.created',
      'apiKey.deleted',
      'apiKey.updated',
    ]);
    expect(entries.every((entry) => entry.subjectType === 'apiKey')).toBe(true);
    const updated = entries.find((entry) => entry.action === 'apiKey.updated');
    expect(updated?.changes).toEqual({ scopes: { from: ['read'], to: ['read', 'write'] } });
    expect(entries.find((entry) => entry.action === 'apiKey.deleted')?.summary).toBe(
      `Deleted API key "Temporary" (${prefix}…)`,
    );
    expect(JSON.stringify(log.body)).not.toMatch(/keyHash|trk_live_[A-Za-z0-9]{43}/);
  });
});
