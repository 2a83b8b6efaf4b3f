import { describe, expect, it } from 'vitest';
import { useLocalTarget } from '../support/local-target.ts';
import {
  call,
  registerCustomer,
  signIn,
  uniqueEmail,
  verifyByMail,
  waitForMail,
  type UserReply,
} from './account-client.ts';

const LISTED_ADMIN = 'boss@example.com';
const local = useLocalTarget({ ADMIN_EMAILS: `someone@example.com, ${LISTED_ADMIN.toUpperCase()}` });

type UserBody = { success: boolean; message: string; user: UserReply };

const adminLogin = (email: string, password: string) =>
  call<UserBody>(local.target, 'POST', '/api/login', { body: { email, password } });

describe('admin accounts: first-run bootstrap, ADMIN_EMAILS, admin sign-in (local target)', () => {
  let adminCookie = '';

  it('opens POST /api/register to exactly one of two simultaneous first-run registrations', async () => {
    const first = { email: uniqueEmail('admin'), password: 'admin password 1' };
    const second = { email: uniqueEmail('admin'), password: 'admin password 2' };

    const replies = await Promise.all([
      call<UserBody>(local.target, 'POST', '/api/register', { body: first }),
      call<UserBody>(local.target, 'POST', '/api/register', { body: second }),
    ]);

    const winner = replies.find((reply) => reply.status === 201);
    const loser = replies.find((reply) => reply.status !== 201);
    expect(winner?.body).toMatchObject({
      success: true,
      message: 'Account created',
      user: { role: 'admin' },
    });
    expect(winner?.sessionCookie).toBeDefined();
    expect(loser?.status).toBe(401);
    expect(loser?.body).toEqual({
      success: false,
      message: 'Admin registration is closed. Please sign in as an admin to create admin accounts.',
    });
    adminCookie = winner!.sessionCookie!;
    const me = await call<UserBody>(local.target, 'GET', '/api/user', { cookie: adminCookie });
    expect(me.body.user.role).toBe('admin');
  });

  it('keeps registration closed to anonymous callers and customers after the bootstrap', async () => {
    const customer = await registerCustomer(local.target);

    const anonymous = await call(local.target, 'POST', '/api/register', {
      body: { email: uniqueEmail('late'), password: 'admin password 3' },
    });
    const asCustomer = await call(local.target, 'POST', '/api/register', {
      cookie: customer.cookie,
      body: { email: uniqueEmail('late'), password: 'admin password 3' },
    });

    expect(anonymous.status).toBe(401);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toEqual({ success: false, message: 'Only an admin can create admin accounts.' });
  });

  it('lets an admin create another admin, who must choose a new password before anything else', async () => {
    const email = uniqueEmail('second-admin');

    const created = await call<UserBody>(local.target, 'POST', '/api/register', {
      cookie: adminCookie,
      body: { email, password: 'temporary pass' },
    });

    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      email,
      role: 'admin',
      mustChangePassword: true,
      lastLogin: null,
    });
    expect(created.sessionCookie).toBeUndefined(); // the creating admin stays signed in as themselves
    const login = await adminLogin(email, 'temporary pass');
    expect(login.status).toBe(200);
    const cookie = login.sessionCookie!;
    const blocked = await call(local.target, 'GET', '/api/email/status', { cookie });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ message: 'Please choose a new password to continue.' });
    const changed = await call(local.target, 'POST', '/api/customer/change-password', {
      cookie,
      body: { currentPassword: 'temporary pass', newPassword: 'my own admin password' },
    });
    expect(changed.status).toBe(200);
    expect(
      (await call(local.target, 'GET', '/api/email/status', { cookie: changed.sessionCookie })).status,
    ).toBe(200);
  });

  it('asks for an 8-character password when creating an admin', async () => {
    const reply = await call(local.target, 'POST', '/api/register', {
      cookie: adminCookie,
      body: { email: uniqueEmail('short'), password: 'short' },
    });

    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Password must be at least 8 characters long.');
  });

  it('refuses customers at the admin sign-in, with the generic text for a wrong password', async () => {
    const { email, password } = await registerCustomer(local.target);

    const right = await adminLogin(email, password);
    const wrong = await adminLogin(email, 'wrong password');

    expect(right.status).toBe(403);
    expect(right.body.message).toBe(
      'This account does not have admin access. Customers sign in at /customer/auth.',
    );
    expect(right.sessionCookie).toBeUndefined();
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(
      'Sorry, your email or password was incorrect. Please check your password.',
    );
  });

  it('makes an ADMIN_EMAILS address an admin once its owner has verified it', async () => {
    const { cookie, password } = await registerCustomer(local.target, { email: LISTED_ADMIN });

    const before = await call<UserBody>(local.target, 'GET', '/api/user', { cookie });
    expect(before.body.user.role).toBe('customer');
    expect((await call(local.target, 'GET', '/api/email/status', { cookie })).status).toBe(403);

    await verifyByMail(local.target, LISTED_ADMIN);

    const after = await call<UserBody>(local.target, 'GET', '/api/user', { cookie });
    expect(after.body.user.role).toBe('admin');
    expect((await call(local.target, 'GET', '/api/email/status', { cookie })).status).toBe(200);
    expect((await adminLogin(LISTED_ADMIN, password)).status).toBe(200);
  });

  it('lets an admin read any customer but change only their own profile', async () => {
    const customer = await registerCustomer(local.target);

    const read = await call<{ customer: UserReply }>(
      local.target,
      'GET',
      `/api/customer/${customer.user.id}`,
      {
        cookie: adminCookie,
      },
    );
    const write = await call(local.target, 'PUT', `/api/customer/${customer.user.id}/profile`, {
      cookie: adminCookie,
      body: { firstName: 'Hacked' },
    });
    const missing = await call(local.target, 'GET', '/api/customer/01NOSUCHUSER0000000000000', {
      cookie: adminCookie,
    });

    expect(read.status).toBe(200);
    expect(read.body.customer.email).toBe(customer.email);
    expect(write.status).toBe(403);
    expect(missing.status).toBe(404);
  });
});

describe('e-mail service routes for admins (local target)', () => {
  let cookie = '';

  it('reports the service ready, with Amazon SES as provider, once mail went out', async () => {
    // The listed admin of the suite above (registered with the default test password).
    cookie = await signIn(local.target, LISTED_ADMIN, 'correct horse battery');

    const reply = await call<{ success: boolean; status: Record<string, unknown> }>(
      local.target,
      'GET',
      '/api/email/status',
      { cookie },
    );

    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.status).toMatchObject({ ready: true, provider: 'Amazon SES', failed: 0 });
    expect(reply.body.status.sent).toBeGreaterThan(0);
  });

  it('lists the six templates with their variables and a filled-in preview', async () => {
    const reply = await call<{
      templates: {
        id: string;
        name: string;
        subject: string;
        variables: string[];
        preview: { html: string };
      }[];
    }>(local.target, 'GET', '/api/email/templates', { cookie });

    expect(reply.status).toBe(200);
    expect(reply.body.templates.map((template) => template.id)).toEqual([
      'welcome',
      'processed',
      'live',
      'sale',
      'reset',
      'verification',
    ]);
    const sale = reply.body.templates.find((template) => template.id === 'sale')!;
    expect(sale.variables).toEqual(expect.arrayContaining(['salePrice', 'netPayout', 'payoutMethod']));
    expect(sale.preview.html).toContain('Sample Event');
  });

  it('sends a test e-mail marked as a test, filled with sample values', async () => {
    const to = uniqueEmail('test-inbox');

    const reply = await call(local.target, 'POST', `/api/email/test/sale/${encodeURIComponent(to)}`, {
      cookie,
    });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: `Test email "sale" sent to ${to}.` });
    const mail = await waitForMail(local.target, to, '[Test] Sold!');
    expect(mail.body.text).toContain('This is a test e-mail');
    expect(mail.body.text).toContain('$204.00');
    expect(mail.body.html).toContain('sample');
  });

  it('refuses an unknown template and a malformed address with 400', async () => {
    const badTemplate = await call(
      local.target,
      'POST',
      `/api/email/test/newsletter/${encodeURIComponent(uniqueEmail())}`,
      {
        cookie,
      },
    );
    const badEmail = await call(local.target, 'POST', '/api/email/test/welcome/not-an-address', { cookie });

    expect(badTemplate.status).toBe(400);
    expect(badTemplate.body.message).toContain('welcome, processed, live, sale, reset, verification');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('Please enter a valid email address');
  });
});
