import { describe, expect, it } from 'vitest';
import { useLocalTarget } from '../support/local-target.ts';
import { call, registerCustomer, signIn, tableOf, uniqueEmail, type UserReply } from './account-client.ts';

const local = useLocalTarget();

const WRONG = 'Sorry, your email or password was incorrect. Please check your password.';
const THROTTLED = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

describe('customer sign-in, sessions and sign-out (local target)', () => {
  it('signs in with the right password, records lastLogin and sets an httpOnly session cookie', async () => {
    const { email, password, user } = await registerCustomer(local.target);

    const reply = await call<{ success: boolean; message: string; user: UserReply }>(
      local.target,
      'POST',
      '/api/customer/login',
      { body: { email: email.toUpperCase(), password } },
    );

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Login successful',
      user: { id: user.id, email },
    });
    expect(reply.body.user.lastLogin).not.toBeNull();
    expect(reply.setCookies[0]).toMatch(/^tr_session=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800; /);
    const me = await call<{ success: boolean; user: UserReply }>(local.target, 'GET', '/api/user', {
      cookie: reply.sessionCookie,
    });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: user.id, role: 'customer' });
  });

  it('signs out: the cookie is cleared, /api/user answers 401, and the old cookie stays refused', async () => {
    const { email, password } = await registerCustomer(local.target);
    const cookie = await signIn(local.target, email, password);
    const other = await signIn(local.target, email, password);

    const reply = await call(local.target, 'POST', '/api/customer/logout', { cookie });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Logged out' });
    expect(reply.setCookies[0]).toMatch(/^tr_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect((await call(local.target, 'GET', '/api/user')).status).toBe(401);
    const replayed = await call(local.target, 'GET', '/api/user', { cookie });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ success: false, message: 'Please sign in to continue.' });
    // Only that session ended: another browser of the same user is still signed in.
    expect((await call(local.target, 'GET', '/api/user', { cookie: other })).status).toBe(200);
  });

  it('answers POST /api/logout without a session with 200 and a cleared cookie', async () => {
    const reply = await call(local.target, 'POST', '/api/logout');

    expect(reply.status).toBe(200);
    expect(reply.setCookies[0]).toContain('Max-Age=0');
  });

  it('gives one message for a wrong password, an unknown e-mail and malformed input', async () => {
    const { email } = await registerCustomer(local.target);

    const attempts = [
      { email, password: 'wrong password' },
      { email: uniqueEmail('nobody'), password: 'whatever it is' },
      { email: 'not an email', password: 'whatever it is' },
    ];
    for (const body of attempts) {
      const reply = await call(local.target, 'POST', '/api/customer/login', { body });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ success: false, message: WRONG });
      expect(reply.sessionCookie).toBeUndefined();
    }
  });

  it('refuses the sixth attempt within 15 minutes with 429, even with the right password', async () => {
    const { email, password } = await registerCustomer(local.target);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reply = await call(local.target, 'POST', '/api/customer/login', {
        body: { email, password: 'nope nope' },
      });
      expect(reply.status).toBe(401);
    }
    const throttled = await call(local.target, 'POST', '/api/customer/login', { body: { email, password } });

    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ success: false, message: THROTTLED });
    expect(throttled.sessionCookie).toBeUndefined();
  });

  it('does not count successful sign-ins as failures', async () => {
    const { email, password } = await registerCustomer(local.target);

    for (let attempt = 1; attempt <= 6; attempt += 1) await signIn(local.target, email, password);

    expect(
      (await call(local.target, 'POST', '/api/customer/login', { body: { email, password } })).status,
    ).toBe(200);
  });

  it('ends the sessions of a suspended account at once and tells it why it cannot sign in', async () => {
    const { email, password, user, cookie } = await registerCustomer(local.target);
    expect((await call(local.target, 'GET', '/api/user', { cookie })).status).toBe(200);

    const table = tableOf(local.target);
    await table.data.users.patch({ userId: user.id }).set({ isActive: false }).go();
    table.close();

    expect((await call(local.target, 'GET', '/api/user', { cookie })).status).toBe(401);
    expect((await call(local.target, 'GET', `/api/customer/${user.id}`, { cookie })).status).toBe(401);
    const wrongPassword = await call(local.target, 'POST', '/api/customer/login', {
      body: { email, password: 'wrong password' },
    });
    expect(wrongPassword.body).toEqual({ success: false, message: WRONG });
    const rightPassword = await call(local.target, 'POST', '/api/customer/login', {
      body: { email, password },
    });
    expect(rightPassword.status).toBe(403);
    expect(rightPassword.body).toEqual({
      success: false,
      message: 'Your account has been suspended. Please contact support.',
    });
    expect(rightPassword.sessionCookie).toBeUndefined();
  });

  it('refuses a tampered session cookie', async () => {
    const { cookie } = await registerCustomer(local.target);
    const [header, payload, signature] = cookie.slice('tr_session='.length).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');

    const reply = await call(local.target, 'GET', '/api/user', {
      cookie: `tr_session=${header}.${forged}.${signature}`,
    });

    expect(reply.status).toBe(401);
  });
});
