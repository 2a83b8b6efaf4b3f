import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  mailsTo,
  registerCustomer,
  signIn,
  tableOf,
  tokenFromLink,
  waitForMail,
  type UserReply,
} from '../accounts/account-client.ts';
import { firstAdmin } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { adminApi, type AdminApi } from './admin-client.ts';

const local = useLocalTarget();

// Several scrypt hashes (register, set, sign in, change) in one test: on a busy machine they take a while.
const SCRYPT_HEAVY_TIMEOUT_MS = 90_000;

let admin: AdminApi;
let adminId: string;

beforeAll(async () => {
  const cookie = await firstAdmin(local.target);
  admin = adminApi(local.target, cookie);
  const me = await call<{ user: UserReply }>(local.target, 'GET', '/api/user', { cookie });
  adminId = me.body.user.id;
});

const storedUser = async (userId: string) => {
  const { data, close } = tableOf(local.target);
  try {
    return (await data.users.get({ userId }).go({ consistent: true })).data!;
  } finally {
    close();
  }
};

describe('admin customer detail: view and single-field edits (local target)', () => {
  it('shows a customer, and 404s for unknown ids and for admin accounts', async () => {
    const seller = await registerCustomer(local.target, { firstName: 'Lena', lastName: 'Fors' });

    const shown = await admin.customer(seller.user.id);
    const unknown = await admin.customer('no-such-customer');
    const anAdmin = await admin.customer(adminId);

    expect(shown.status).toBe(200);
    expect(shown.body.customer).toMatchObject({
      id: seller.user.id,
      firstName: 'Lena',
      lastName: 'Fors',
      email: seller.email,
      isActive: true,
      mustChangePassword: false,
    });
    expect(JSON.stringify(shown.body)).not.toMatch(/passwordHash|sessionVersion/);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Customer not found' });
    expect(anAdmin.status).toBe(404);
  });

  it(
    'changes each field on its own and stores it',
    async () => {
      const seller = await registerCustomer(local.target, { firstName: 'Tomas', lastName: 'Berg' });
      const id = seller.user.id;
      const transferEmail = `tomas.berg.new@${seller.user.transferEmail!.split('@')[1]}`;

      const replies = [
        await admin.patch(id, { firstName: ' Tomás ' }),
        await admin.patch(id, { lastName: 'Bergström' }),
        await admin.patch(id, { phone: '+1 555 0199' }),
        await admin.patch(id, { email: 'Tomas.New@Example.com' }),
        await admin.patch(id, { transferEmail: transferEmail.toUpperCase() }),
      ];

      for (const reply of replies) {
        expect(reply.status).toBe(200);
        expect(reply.body.message).toBe('Customer updated successfully');
      }
      expect(replies.at(-1)!.body.customer).toMatchObject({
        firstName: 'Tomás',
        lastName: 'Bergström',
        phone: '+1 555 0199',
        email: 'tomas.new@example.com',
        transferEmail,
        emailConfirmed: false,
      });
      const stored = await storedUser(id);
      expect(stored).toMatchObject({ firstName: 'Tomás', email: 'tomas.new@example.com', transferEmail });
      // The search follows the new name and addresses.
      expect((await admin.search('tomás berg')).body.items.map((item) => item.id)).toEqual([id]);
      expect((await admin.search('tomas.new')).body.items.map((item) => item.id)).toEqual([id]);
      // The old address is free again, the new one signs in.
      await signIn(local.target, 'tomas.new@example.com', seller.password);
      const reused = await registerCustomer(local.target, { email: seller.email });
      expect(reused.email).toBe(seller.email);
      // The new verification link went to the new address.
      await waitForMail(local.target, 'tomas.new@example.com', 'verify your email');

      const cleared = await admin.patch(id, { phone: null });
      expect(cleared.body.customer.phone).toBeNull();
    },
    SCRYPT_HEAVY_TIMEOUT_MS,
  );

  it('refuses a second field, unknown fields and bad values with a sentence', async () => {
    const seller = await registerCustomer(local.target);

    const two = await admin.patch(seller.user.id, { firstName: 'A', lastName: 'B' });
    const none = await admin.patch(seller.user.id, {});
    const unknown = await admin.patch(seller.user.id, { role: 'admin' });
    const badEmail = await admin.patch(seller.user.id, { email: 'not an address' });
    const foreignTransfer = await admin.patch(seller.user.id, { transferEmail: 'someone@gmail.com' });

    const oneField =
      'Please change exactly one field at a time: firstName, lastName, email, transferEmail, phone, isActive.';
    expect(two.status).toBe(400);
    expect(two.body.message).toContain(oneField);
    expect(none.body.message).toContain(oneField);
    expect(unknown.status).toBe(400);
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('Please enter a valid email address');
    expect(foreignTransfer.status).toBe(400);
    expect(foreignTransfer.body.message).toMatch(/^The transfer email must be an address at /);
    expect((await storedUser(seller.user.id)).role).toBe('customer');
  });

  it('keeps e-mail and transfer e-mail unique (409) and changes nothing then', async () => {
    const [first, second] = await Promise.all([
      registerCustomer(local.target),
      registerCustomer(local.target),
    ]);

    const email = await admin.patch(second.user.id, { email: first.email.toUpperCase() });
    const transfer = await admin.patch(second.user.id, { transferEmail: first.user.transferEmail });

    expect(email.status).toBe(409);
    expect(email.body).toEqual({
      success: false,
      message: 'Another account already uses this email address. Please choose a different one.',
    });
    expect(transfer.status).toBe(409);
    expect(transfer.body).toEqual({
      success: false,
      message: 'Another customer already uses this transfer email address. Please choose a different one.',
    });
    expect(await storedUser(second.user.id)).toMatchObject({
      email: second.email,
      transferEmail: second.user.transferEmail,
    });
  });

  it(
    'suspends: the session answers 401 at once and sign-in is refused; reactivating lets them in again',
    async () => {
      const seller = await registerCustomer(local.target);
      const own = `/api/customer/${seller.user.id}`;
      expect((await call(local.target, 'GET', own, { cookie: seller.cookie })).status).toBe(200);

      const suspended = await admin.patch(seller.user.id, { isActive: false });

      expect(suspended.status).toBe(200);
      expect(suspended.body.customer.isActive).toBe(false);
      expect(await call(local.target, 'GET', own, { cookie: seller.cookie })).toMatchObject({
        status: 401,
        body: { success: false, message: 'Please sign in to continue.' },
      });
      const refused = await call(local.target, 'POST', '/api/customer/login', {
        body: { email: seller.email, password: seller.password },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Your account has been suspended. Please contact support.');

      const reactivated = await admin.patch(seller.user.id, { isActive: true });

      expect(reactivated.body.customer.isActive).toBe(true);
      // The old session stays ended; a new sign-in works.
      expect((await call(local.target, 'GET', own, { cookie: seller.cookie })).status).toBe(401);
      const cookie = await signIn(local.target, seller.email, seller.password);
      expect((await call(local.target, 'GET', own, { cookie })).status).toBe(200);
    },
    SCRYPT_HEAVY_TIMEOUT_MS,
  );
});

describe('admin password actions (local target)', () => {
  it('sends the customer a working password-reset link', async () => {
    const seller = await registerCustomer(local.target);
    const before = await mailsTo(local.target, seller.email);

    const reply = await admin.sendReset(seller.user.id);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Password reset email sent' });
    const mail = await waitForMail(local.target, seller.email, 'Reset your Ticket Relay password', before);
    const token = tokenFromLink(mail, local.target, '/reset-password/');
    const reset = await call(local.target, 'POST', '/api/customer/reset-password', {
      body: { token, password: 'a brand new secret' },
    });
    expect(reset.status).toBe(200);
    await signIn(local.target, seller.email, 'a brand new secret');
  });

  it(
    'sets a temporary password: sessions end, the customer must choose a new one, then everything works',
    async () => {
      const seller = await registerCustomer(local.target);
      const own = `/api/customer/${seller.user.id}`;

      const tooShort = await admin.setPassword(seller.user.id, 'short');
      const reply = await admin.setPassword(seller.user.id, 'temporary secret 1');

      expect(tooShort.status).toBe(400);
      expect(tooShort.body.message).toContain('Password must be at least 8 characters long.');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: true, message: 'Password updated' });
      expect((await call(local.target, 'GET', own, { cookie: seller.cookie })).status).toBe(401);

      const login = await call<{ user: UserReply }>(local.target, 'POST', '/api/customer/login', {
        body: { email: seller.email, password: 'temporary secret 1' },
      });
      expect(login.status).toBe(200);
      expect(login.body.user.mustChangePassword).toBe(true);
      const cookie = login.sessionCookie!;
      expect((await admin.customer(seller.user.id)).body.customer.mustChangePassword).toBe(true);

      const blocked = await call(local.target, 'GET', `${own}/notifications`, { cookie });
      expect(blocked.status).toBe(403);
      expect(blocked.body).toMatchObject({ success: false, code: 'PASSWORD_CHANGE_REQUIRED' });
      const profile = await call<{ customer: UserReply }>(local.target, 'GET', own, { cookie });
      expect(profile.status).toBe(200);
      expect(profile.body.customer.mustChangePassword).toBe(true);
      const me = await call<{ user: UserReply }>(local.target, 'GET', '/api/user', { cookie });
      expect(me.body.user.mustChangePassword).toBe(true);

      const changed = await call<{ user: UserReply }>(local.target, 'POST', '/api/customer/change-password', {
        cookie,
        body: { currentPassword: 'temporary secret 1', newPassword: 'my own secret 2' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.user.mustChangePassword).toBe(false);
      const works = await call(local.target, 'GET', `${own}/notifications`, {
        cookie: changed.sessionCookie,
      });
      expect(works.status).toBe(200);
      expect((await storedUser(seller.user.id)).mustChangePassword).toBe(false);
    },
    SCRYPT_HEAVY_TIMEOUT_MS,
  );
});
