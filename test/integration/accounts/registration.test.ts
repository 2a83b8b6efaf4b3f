import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useLocalTarget } from '../support/local-target.ts';
import {
  call,
  mailsTo,
  registerCustomer,
  tableOf,
  tokenFromLink,
  uniqueEmail,
  waitForMail,
  type UserReply,
} from './account-client.ts';

const local = useLocalTarget();

describe('customer registration and e-mail verification (local target)', () => {
  it('creates the seller with a readable transfer address, signs them in and replies with the user', async () => {
    const email = uniqueEmail('jane');
    const reply = await call<{ success: boolean; message: string; user: UserReply }>(
      local.target,
      'POST',
      '/api/customer/register',
      {
        body: {
          firstName: 'Jäne',
          lastName: "O'Doe",
          email: email.toUpperCase(),
          phone: '555 0100',
          password: 'long enough',
        },
      },
    );

    expect(reply.status).toBe(201);
    expect(reply.body.success).toBe(true);
    expect(reply.body.user).toMatchObject({
      email,
      firstName: 'Jäne',
      lastName: "O'Doe",
      role: 'customer',
      emailConfirmed: false,
      isActive: true,
    });
    expect(reply.body.user.transferEmail).toMatch(/^jane\.o\.doe\.[0-9a-hjkmnp-tv-z]{6}@relay\.localhost$/);
    expect(reply.body.user).not.toHaveProperty('passwordHash');
    expect(reply.body.user).not.toHaveProperty('sessionVersion');

    const [cookie] = reply.setCookies;
    expect(cookie).toMatch(/^tr_session=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=604800');
    expect(cookie).not.toContain('Secure'); // the local target serves http

    const me = await call<{ user: UserReply }>(local.target, 'GET', '/api/user', {
      cookie: reply.sessionCookie,
    });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(reply.body.user.id);
  });

  it('sends a welcome e-mail with the transfer address and the 15 % / 85 % terms', async () => {
    const { user, email } = await registerCustomer(local.target);

    const welcome = await waitForMail(local.target, email, 'Welcome to Ticket Relay');

    expect(welcome.from).toContain('no-reply@ticketrelay.localhost');
    expect(welcome.body.text).toContain(user.transferEmail);
    expect(welcome.body.html).toContain(user.transferEmail);
    expect(welcome.body.text).toContain('85 %');
    expect(welcome.body.text).toContain('1-2 business days after the sale');
    expect(welcome.body.text).toContain(`${local.target.urls.web}/customer/dashboard`);
  });

  it('verifies the address through the e-mailed link, after which the customer shows emailConfirmed', async () => {
    const { user, email, cookie } = await registerCustomer(local.target);
    const mail = await waitForMail(local.target, email, 'Please verify your email address');
    const token = tokenFromLink(mail, local.target, '/verify/');
    expect(mail.body.html).toContain(`${local.target.urls.web}/verify/${token}`);

    const verified = await call(local.target, 'GET', `/api/customer/verify/${token}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, message: 'Your email address is verified.' });

    const customer = await call<{ success: boolean; customer: UserReply }>(
      local.target,
      'GET',
      `/api/customer/${user.id}`,
      { cookie },
    );
    expect(customer.status).toBe(200);
    expect(customer.body.success).toBe(true);
    expect(customer.body.customer.emailConfirmed).toBe(true);
  });

  it('refuses a used, a forged and an expired verification link with an Invalid-or-expired message', async () => {
    const { user, email } = await registerCustomer(local.target);
    const token = tokenFromLink(
      await waitForMail(local.target, email, 'verify your email'),
      local.target,
      '/verify/',
    );
    expect((await call(local.target, 'GET', `/api/customer/verify/${token}`)).status).toBe(200);

    const expiredToken = randomBytes(32).toString('base64url');
    const table = tableOf(local.target);
    await table.data.tokens
      .create({
        tokenHash: createHash('sha256').update(expiredToken).digest('hex'),
        kind: 'emailVerification',
        userId: user.id,
        email,
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      })
      .go();
    table.close();

    for (const bad of [token, randomBytes(32).toString('base64url'), 'not-a-token', expiredToken]) {
      const reply = await call<{ success: boolean; message: string }>(
        local.target,
        'GET',
        `/api/customer/verify/${bad}`,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.success).toBe(false);
      expect(reply.body.message).toContain('Invalid');
      expect(reply.body.message).toContain('expired');
    }
  });

  it('resends the verification e-mail to the signed-in user, and says so once the address is verified', async () => {
    const { email, cookie } = await registerCustomer(local.target);
    const first = await waitForMail(local.target, email, 'verify your email');

    const resent = await call(local.target, 'POST', '/api/customer/resend-verification', {
      cookie,
      body: { email },
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({
      success: true,
      message: 'Please check your inbox for the new verification email.',
    });
    const second = await waitForMail(local.target, email, 'verify your email', [first]);
    const secondToken = tokenFromLink(second, local.target, '/verify/');
    expect(secondToken).not.toBe(tokenFromLink(first, local.target, '/verify/'));
    expect((await call(local.target, 'GET', `/api/customer/verify/${secondToken}`)).status).toBe(200);

    const again = await call(local.target, 'POST', '/api/customer/resend-verification', {
      cookie,
      body: { email },
    });
    expect(again.body).toEqual({ success: true, message: 'Your email address is already verified.' });
    const other = await call(local.target, 'POST', '/api/customer/resend-verification', {
      cookie,
      body: { email: uniqueEmail() },
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('This is not the email address of your account.');
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const { email } = await registerCustomer(local.target);
    const before = await mailsTo(local.target, email);

    const reply = await call(local.target, 'POST', '/api/customer/register', {
      body: {
        firstName: 'Other',
        lastName: 'Person',
        email: email.toUpperCase(),
        phone: '1',
        password: 'another password',
      },
    });

    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      success: false,
      message: 'An account with this email already exists. Please sign in instead.',
    });
    expect(reply.sessionCookie).toBeUndefined();
    expect(await mailsTo(local.target, email)).toHaveLength(before.length);
  });

  it('explains bad registration input with a 400 and the spec texts', async () => {
    const base = { firstName: 'A', lastName: 'B', email: uniqueEmail(), phone: '1', password: 'long enough' };

    const shortPassword = await call(local.target, 'POST', '/api/customer/register', {
      body: { ...base, password: 'short' },
    });
    const badEmail = await call(local.target, 'POST', '/api/customer/register', {
      body: { ...base, email: 'not-an-email' },
    });
    const missingName = await call(local.target, 'POST', '/api/customer/register', {
      body: { ...base, firstName: '  ' },
    });

    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toContain('Password must be at least 8 characters long.');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('Please enter a valid email address');
    expect(missingName.status).toBe(400);
    expect(missingName.body.message).toContain('Please enter your first name.');
  });
});
