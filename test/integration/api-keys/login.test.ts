import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerCustomer, tableOf, uniqueEmail } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { keysApi, request, type KeyView } from './keys-client.ts';

const local = useLocalTarget();

const adminEmail = uniqueEmail('keys-admin');
const adminPassword = 'admin password 1';
let adminCookie: string;

beforeAll(async () => {
  const reply = await call(local.target, 'POST', '/api/register', {
    body: { email: adminEmail, password: adminPassword },
  });
  adminCookie = reply.sessionCookie!;
});

interface LoginReply {
  success: boolean;
  token?: string;
  expiresAt?: string;
  error?: string;
  message?: string;
}

const login = (email: string, password: string) =>
  request<LoginReply>(local.target, 'POST', '/api/external/v1/auth/login', { body: { email, password } });
const withBearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenOf = (cookie: string) => cookie.split('=').slice(1).join('=');

describe('direct access: POST /api/external/v1/auth/login and the bearer token (local target)', () => {
  it('gives an admin a 12-hour token that lists the keys, masked', async () => {
    const created = await keysApi(local.target, adminCookie).create({ name: 'Listed' });

    const reply = await login(adminEmail.toUpperCase(), adminPassword);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, token: expect.any(String), expiresAt: expect.any(String) });
    const lifetime = Date.parse(reply.body.expiresAt!) - Date.now();
    expect(lifetime).toBeGreaterThan(11.9 * 3600 * 1000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600 * 1000);

    const listed = await request<{ success: boolean; data: KeyView[] }>(
      local.target,
      'GET',
      '/api/external/keys',
      {
        headers: withBearer(reply.body.token!),
      },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((key) => key.prefix)).toContain(created.body.data.prefix);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.data.key);
  });

  it('refuses the token on every other admin route and as a cookie', async () => {
    const { token } = (await login(adminEmail, adminPassword)).body;

    const create = await request(local.target, 'POST', '/api/external/keys', {
      headers: withBearer(token!),
      body: { name: 'Not allowed' },
    });
    const auditLog = await request(local.target, 'GET', '/api/admin/audit-log', {
      headers: withBearer(token!),
    });
    const webhooks = await request(local.target, 'GET', '/api/webhooks', { headers: withBearer(token!) });
    const asCookie = await request(local.target, 'GET', '/api/external/keys', {
      cookie: `tr_session=${token}`,
    });

    expect(create.status).toBe(401);
    expect(create.body).toMatchObject({ success: false, error: 'Please sign in to continue.' });
    expect(auditLog.status).toBe(401);
    expect(webhooks.status).toBe(401);
    expect(asCookie.status).toBe(401);
  });

  it('answers wrong credentials with 401 Invalid credentials and a customer with 403', async () => {
    const customer = await registerCustomer(local.target);

    const wrong = await login(adminEmail, 'not the password');
    const unknown = await login(uniqueEmail('nobody'), 'whatever password');
    const asCustomer = await login(customer.email, customer.password);

    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        success: false,
        error: 'Invalid credentials',
        message: 'Sorry, your email or password was incorrect. Please check your password.',
      });
    }
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toMatchObject({ success: false, error: expect.stringContaining('admin access') });
  });

  it("refuses a customer's session token and an admin's session token sent as bearer", async () => {
    const customer = await registerCustomer(local.target);

    const customerToken = await request(local.target, 'GET', '/api/external/keys', {
      headers: withBearer(tokenOf(customer.cookie)),
    });
    const sessionToken = await request(local.target, 'GET', '/api/external/keys', {
      headers: withBearer(tokenOf(adminCookie)),
    });
    const customerCookie = await request(local.target, 'GET', '/api/external/keys', {
      cookie: customer.cookie,
    });

    expect(customerToken.status).toBe(401);
    expect(sessionToken.status).toBe(401);
    expect(customerCookie.status).toBe(403);
  });

  it('stops accepting the token once the admin’s sessions are revoked', async () => {
    const email = uniqueEmail('revoked-admin');
    const { data, close } = tableOf(local.target);
    try {
      // A second admin: registered as a customer, then given the admin role in the table.
      const user = await registerCustomer(local.target, { email });
      await data.users.patch({ userId: user.user.id }).set({ role: 'admin' }).go();
      const { token } = (await login(email, user.password)).body;
      expect(
        (await request(local.target, 'GET', '/api/external/keys', { headers: withBearer(token!) })).status,
      ).toBe(200);

      await data.users.patch({ userId: user.user.id }).add({ sessionVersion: 1 }).go();

      const after = await request(local.target, 'GET', '/api/external/keys', { headers: withBearer(token!) });
      expect(after.status).toBe(401);
    } finally {
      close();
    }
  });
});
