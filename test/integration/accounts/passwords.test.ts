import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useLocalTarget } from '../support/local-target.ts';
import {
  call,
  mailsTo,
  registerCustomer,
  signIn,
  tableOf,
  tokenFromLink,
  uniqueEmail,
  waitForMail,
  type UserReply,
} from './account-client.ts';

const local = useLocalTarget();

const RESET_REPLY = {
  success: true,
  message: 'If an account exists for this email, we have sent a link to reset your password.',
};

async function requestResetLink(email: string): Promise<string> {
  const before = await mailsTo(local.target, email);
  const reply = await call(local.target, 'POST', '/api/customer/forgot-password', { body: { email } });
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual(RESET_REPLY);
  const mail = await waitForMail(local.target, email, 'Reset your Ticket Relay password', before);
  expect(mail.body.text).toContain('This link expires in 24 hours');
  return tokenFromLink(mail, local.target, '/reset-password/');
}

describe('forgot, reset and change password (local target)', () => {
  it('answers forgot-password the same for an unknown address, and sends nothing there', async () => {
    const nobody = uniqueEmail('nobody');

    const reply = await call(local.target, 'POST', '/api/customer/forgot-password', {
      body: { email: nobody },
    });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(RESET_REPLY);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(local.target, nobody)).toEqual([]);
  });

  it('resets the password through the e-mailed link: the old password is refused, the new one works', async () => {
    const { email, password, cookie } = await registerCustomer(local.target);
    const token = await requestResetLink(email);

    const reset = await call(local.target, 'POST', '/api/customer/reset-password', {
      body: { token, password: 'a brand new password' },
    });

    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      success: true,
      message: 'Your password has been reset. Please sign in with your new password.',
    });
    const old = await call(local.target, 'POST', '/api/customer/login', { body: { email, password } });
    expect(old.status).toBe(401);
    expect(
      (
        await call(local.target, 'POST', '/api/customer/login', {
          body: { email, password: 'a brand new password' },
        })
      ).status,
    ).toBe(200);
    // Every session that existed before the reset has ended.
    expect((await call(local.target, 'GET', '/api/user', { cookie })).status).toBe(401);
  });

  it('treats a completed reset as proof of the mailbox: the address counts as verified', async () => {
    const { email, user } = await registerCustomer(local.target);
    const token = await requestResetLink(email);

    await call(local.target, 'POST', '/api/customer/reset-password', {
      body: { token, password: 'another new one' },
    });

    const cookie = await signIn(local.target, email, 'another new one');
    const me = await call<{ customer: UserReply }>(local.target, 'GET', `/api/customer/${user.id}`, {
      cookie,
    });
    expect(me.body.customer.emailConfirmed).toBe(true);
  });

  it('refuses a reused, a forged, an expired and a superseded reset link with an Invalid-or-expired message', async () => {
    const { email, user } = await registerCustomer(local.target);
    const used = await requestResetLink(email);
    const older = await requestResetLink(email);
    const newest = await requestResetLink(email);
    expect(
      (
        await call(local.target, 'POST', '/api/customer/reset-password', {
          body: { token: used, password: 'first new password' },
        })
      ).status,
    ).toBe(200);

    const expired = randomBytes(32).toString('base64url');
    const table = tableOf(local.target);
    await table.data.tokens
      .create({
        tokenHash: createHash('sha256').update(expired).digest('hex'),
        kind: 'passwordReset',
        userId: user.id,
        email,
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      })
      .go();
    table.close();

    for (const token of [used, older, newest, expired, randomBytes(32).toString('base64url'), 'garbage']) {
      const reply = await call(local.target, 'POST', '/api/customer/reset-password', {
        body: { token, password: 'yet another password' },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        success: false,
        message: 'Invalid or expired reset link. Please request a new one.',
      });
    }
    expect(
      (
        await call(local.target, 'POST', '/api/customer/login', {
          body: { email, password: 'first new password' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a verification link as a reset link', async () => {
    const { email } = await registerCustomer(local.target);
    const verification = await waitForMail(local.target, email, 'verify your email');

    const reply = await call(local.target, 'POST', '/api/customer/reset-password', {
      body: { token: tokenFromLink(verification, local.target, '/verify/'), password: 'sneaky password' },
    });

    expect(reply.status).toBe(400);
  });

  it('asks for an 8-character password when resetting', async () => {
    const { email } = await registerCustomer(local.target);
    const token = await requestResetLink(email);

    const reply = await call(local.target, 'POST', '/api/customer/reset-password', {
      body: { token, password: 'short' },
    });

    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Password must be at least 8 characters long.');
  });

  it('changes the password: the other sessions end, this browser gets a renewed cookie', async () => {
    const { email, password, cookie: otherBrowser } = await registerCustomer(local.target);
    const cookie = await signIn(local.target, email, password);

    const reply = await call<{ success: boolean; message: string }>(
      local.target,
      'POST',
      '/api/customer/change-password',
      {
        cookie,
        body: { currentPassword: password, newPassword: 'changed password 1' },
      },
    );

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Password updated' });
    expect(reply.sessionCookie).toBeDefined();
    expect((await call(local.target, 'GET', '/api/user', { cookie: otherBrowser })).status).toBe(401);
    expect((await call(local.target, 'GET', '/api/user', { cookie })).status).toBe(401);
    expect((await call(local.target, 'GET', '/api/user', { cookie: reply.sessionCookie })).status).toBe(200);
    expect(
      (await call(local.target, 'POST', '/api/customer/login', { body: { email, password } })).status,
    ).toBe(401);
    await signIn(local.target, email, 'changed password 1');
  });

  it('refuses a password change with a wrong current password, a short new one or missing fields', async () => {
    const { password, cookie } = await registerCustomer(local.target);

    const wrong = await call(local.target, 'POST', '/api/customer/change-password', {
      cookie,
      body: { currentPassword: 'not my password', newPassword: 'changed password 2' },
    });
    const short = await call(local.target, 'POST', '/api/customer/change-password', {
      cookie,
      body: { currentPassword: password, newPassword: 'short' },
    });
    const missing = await call(local.target, 'POST', '/api/customer/change-password', {
      cookie,
      body: { newPassword: 'changed password 2' },
    });
    const anonymous = await call(local.target, 'POST', '/api/customer/change-password', {
      body: { currentPassword: password, newPassword: 'changed password 2' },
    });

    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is incorrect.');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('New password must be at least 8 characters long.');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Please fill in all password fields.');
    expect(anonymous.status).toBe(401);
    expect((await call(local.target, 'GET', '/api/user', { cookie })).status).toBe(200);
  });
});
