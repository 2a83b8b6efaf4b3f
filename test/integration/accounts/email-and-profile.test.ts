import { describe, expect, it } from 'vitest';
import { useLocalTarget } from '../support/local-target.ts';
import {
  call,
  mailsTo,
  registerCustomer,
  signIn,
  tokenFromLink,
  uniqueEmail,
  verifyByMail,
  waitForMail,
  type UserReply,
} from './account-client.ts';

const local = useLocalTarget();

type UserBody = { success: boolean; message: string; user: UserReply };

describe('changing the e-mail address and the profile (local target)', () => {
  it("lets an unverified account fix its address without a password ('Wrong Email?'), to be verified again", async () => {
    const { email, cookie, user } = await registerCustomer(local.target);
    const newEmail = uniqueEmail('fixed');

    const reply = await call<UserBody>(local.target, 'POST', '/api/customer/update-email', {
      cookie,
      body: { currentEmail: email, newEmail },
    });

    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.message).toContain('Please check your new email address for verification.');
    expect(reply.body.user).toMatchObject({ id: user.id, email: newEmail, emailConfirmed: false });
    const mail = await waitForMail(local.target, newEmail, 'verify your email');
    expect(
      (
        await call(
          local.target,
          'GET',
          `/api/customer/verify/${tokenFromLink(mail, local.target, '/verify/')}`,
        )
      ).status,
    ).toBe(200);
    // The old address is free again; the new one signs in.
    await registerCustomer(local.target, { email });
    await signIn(local.target, newEmail, 'correct horse battery');
  });

  it('refuses verification links sent to the old address once the address changed', async () => {
    const { email, cookie } = await registerCustomer(local.target);
    const oldLink = await waitForMail(local.target, email, 'verify your email');
    await call(local.target, 'POST', '/api/customer/update-email', {
      cookie,
      body: { currentEmail: email, newEmail: uniqueEmail('moved') },
    });

    const reply = await call(
      local.target,
      'GET',
      `/api/customer/verify/${tokenFromLink(oldLink, local.target, '/verify/')}`,
    );

    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Invalid or expired');
  });

  it('asks a verified account for its current password, and tells the old address after the change', async () => {
    const { email, password, cookie } = await registerCustomer(local.target);
    await verifyByMail(local.target, email);
    const newEmail = uniqueEmail('verified');

    const withoutPassword = await call(local.target, 'POST', '/api/customer/update-email', {
      cookie,
      body: { currentEmail: email, newEmail },
    });
    const wrongPassword = await call(local.target, 'POST', '/api/customer/update-email', {
      cookie,
      body: { currentEmail: email, newEmail, currentPassword: 'not it at all' },
    });
    const changed = await call<UserBody>(local.target, 'POST', '/api/customer/update-email', {
      cookie,
      body: { currentEmail: email, newEmail, currentPassword: password },
    });

    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.message).toContain('current password');
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Your current password is incorrect.');
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ email: newEmail, emailConfirmed: false });
    const notice = await waitForMail(local.target, email, 'was changed');
    expect(notice.body.text).toContain(newEmail);
    await waitForMail(local.target, newEmail, 'verify your email');
  });

  it('refuses an address that another account has, a malformed one, and somebody else’s current address', async () => {
    const taken = await registerCustomer(local.target);
    const { email, cookie } = await registerCustomer(local.target);

    const duplicate = await call(local.target, 'POST', '/api/customer/update-email', {
      cookie,
      body: { currentEmail: email, newEmail: taken.email.toUpperCase() },
    });
    const malformed = await call(local.target, 'POST', '/api/customer/update-email', {
      cookie,
      body: { currentEmail: email, newEmail: 'nope' },
    });
    const notMine = await call(local.target, 'POST', '/api/customer/update-email', {
      cookie,
      body: { currentEmail: taken.email, newEmail: uniqueEmail() },
    });

    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('An account with this email already exists. Please sign in instead.');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('Please enter a valid email address');
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe('This is not the email address of your account.');
    expect(
      (await mailsTo(local.target, taken.email)).some((mail) => mail.subject.includes('was changed')),
    ).toBe(false);
  });

  it('saves the profile fields and returns the saved user', async () => {
    const { user, cookie } = await registerCustomer(local.target);
    const profile = {
      firstName: 'Janet',
      lastName: 'Doe-Smith',
      email: user.email,
      phone: '+1 555 0199',
      streetAddress1: '1 Main St',
      streetAddress2: '',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'Canada',
      language: 'FR',
    };

    const reply = await call<{ success: boolean; user: UserReply }>(
      local.target,
      'PUT',
      `/api/customer/${user.id}/profile`,
      {
        cookie,
        body: profile,
      },
    );

    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.user).toMatchObject(profile);
    const stored = await call<{ customer: UserReply }>(local.target, 'GET', `/api/customer/${user.id}`, {
      cookie,
    });
    expect(stored.body.customer).toMatchObject(profile);
    // The transfer address does not follow a name change: forwarded mail keeps arriving.
    expect(stored.body.customer.transferEmail).toBe(user.transferEmail);
  });

  it('changes the e-mail through the profile under the update-email rules', async () => {
    const { user, email, password, cookie } = await registerCustomer(local.target);
    await verifyByMail(local.target, email);
    const newEmail = uniqueEmail('profile');

    const refused = await call(local.target, 'PUT', `/api/customer/${user.id}/profile`, {
      cookie,
      body: { firstName: 'Changed', email: newEmail },
    });
    expect(refused.status).toBe(400);
    const unchanged = await call<{ customer: UserReply }>(local.target, 'GET', `/api/customer/${user.id}`, {
      cookie,
    });
    expect(unchanged.body.customer).toMatchObject({ firstName: 'Jane', email });

    const accepted = await call<{ user: UserReply }>(
      local.target,
      'PUT',
      `/api/customer/${user.id}/profile`,
      {
        cookie,
        body: { firstName: 'Changed', email: newEmail, currentPassword: password },
      },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({
      firstName: 'Changed',
      email: newEmail,
      emailConfirmed: false,
    });
  });

  it('refuses a blank name and records the accepted terms version', async () => {
    const { user, cookie } = await registerCustomer(local.target);

    const blank = await call(local.target, 'PUT', `/api/customer/${user.id}/profile`, {
      cookie,
      body: { firstName: ' ' },
    });
    const terms = await call<{ user: UserReply }>(
      local.target,
      'POST',
      `/api/customer/${user.id}/accept-terms`,
      {
        cookie,
        body: { version: '1.0' },
      },
    );
    const oldTerms = await call(local.target, 'POST', `/api/customer/${user.id}/accept-terms`, {
      cookie,
      body: { version: '0.9' },
    });

    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Please enter your first name.');
    expect(terms.status).toBe(200);
    expect(terms.body.user.termsAcceptedVersion).toBe('1.0');
    expect(Date.parse(String(terms.body.user.termsAcceptedAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(oldTerms.status).toBe(400);
  });
});
