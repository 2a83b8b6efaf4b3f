import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerCustomer, tableOf, type UserReply } from '../accounts/account-client.ts';
import { seedListing } from '../customer/portal-client.ts';
import { firstAdmin } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { adminApi, type AdminApi } from './admin-client.ts';

const local = useLocalTarget();

let admin: AdminApi;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
  admin = adminApi(local.target, adminCookie);
  adminId = (await call<{ user: UserReply }>(local.target, 'GET', '/api/user', { cookie: adminCookie })).body
    .user.id;
});

const form = {
  eventName: 'Harbour Lights Festival',
  venue: 'Pier 9 Amphitheater',
  eventDate: '2027-03-14T19:30:00-04:00',
  section: '112',
  row: 'K',
  seats: '7, 8',
  quantity: 2,
};

const storedListing = async (listingId: string) => {
  const { data, close } = tableOf(local.target);
  try {
    return (await data.listings.get({ listingId }).go({ consistent: true })).data!;
  } finally {
    close();
  }
};

describe("admin: a customer's tickets (local target)", () => {
  it('adds, lists, edits (status changes follow the lifecycle, recorded in statusHistory) and deletes tickets in cents', async () => {
    const seller = await registerCustomer(local.target);
    const older = await seedListing(local.target, seller.user.id, {
      eventName: 'Older Show',
      status: 'listed',
    });

    const added = await admin.addTicket(seller.user.id, { ...form, listedPrice: 12_550, floorPrice: 10_000 });

    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Ticket added successfully');
    expect(added.body.ticket).toMatchObject({
      ...form,
      customerId: seller.user.id,
      status: 'pending',
      listedPrice: 12_550,
      floorPrice: 10_000,
      soldPrice: null,
      ticketId: null,
      underReview: false,
    });
    const id = added.body.ticket.id;
    const listed = await admin.tickets(seller.user.id);
    expect(listed.body.items.map((item) => item.id)).toEqual([id, older.listingId]);
    // The customer sees it as a pending ticket of their own.
    const pending = await call<{ tickets: { id: string }[] }>(
      local.target,
      'GET',
      `/api/customer/${seller.user.id}/pending-tickets`,
      { cookie: seller.cookie },
    );
    expect(pending.body.tickets.map((ticket) => ticket.id)).toEqual([id]);

    const live = await admin.updateTicket(id, { ...form, status: 'listed', listedPrice: 13_000 });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({
      success: true,
      message: 'Ticket updated successfully',
      ticket: { status: 'listed', listedPrice: 13_000, floorPrice: 10_000 },
    });

    const noPrice = await admin.updateTicket(id, { ...form, status: 'sold' });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.message).toBe('Please enter the sold price of a sold ticket.');

    const sold = await admin.updateTicket(id, { ...form, status: 'sold', soldPrice: 14_999 });
    expect(sold.body.ticket).toMatchObject({ status: 'sold', soldPrice: 14_999 });
    // Issue 9: sold is final (pending → listed → sold | cancelled); the refusal says why.
    const back = await admin.updateTicket(id, { ...form, status: 'pending', floorPrice: null });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('This ticket is already sold, so it cannot be moved back to pending.');

    const stored = await storedListing(id);
    expect(stored).toMatchObject({
      finalSalePrice: 14_999,
      commissionEarned: 2250,
      commission: 15,
      floorPrice: 10_000,
    });
    expect(stored.statusHistory.map((entry) => [entry.from, entry.status, entry.by])).toEqual([
      [undefined, 'pending', adminId],
      ['pending', 'listed', adminId],
      ['listed', 'sold', adminId],
    ]);
    expect(stored.soldAt).toEqual(expect.any(String));

    // A sold ticket stays on record with its payout; an unsold one can be deleted.
    const soldDelete = await admin.deleteTicket(id);
    expect(soldDelete.status).toBe(409);
    expect(soldDelete.body).toEqual({
      success: false,
      message: 'This ticket is sold, so it cannot be deleted: its sale and payout stay on record.',
    });
    const deleted = await admin.deleteTicket(older.listingId);
    expect(deleted.body).toEqual({ success: true, message: 'Ticket deleted successfully' });
    expect((await admin.tickets(seller.user.id)).body.items.map((item) => item.id)).toEqual([id]);
    const gone = await admin.updateTicket(older.listingId, form);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, message: 'Ticket not found' });
  });

  it('refuses an incomplete form and prices that are not whole cents', async () => {
    const seller = await registerCustomer(local.target);

    const missing = await admin.addTicket(seller.user.id, { ...form, eventName: ' ' });
    const dollars = await admin.addTicket(seller.user.id, { ...form, listedPrice: 125.5 });
    const zero = await admin.addTicket(seller.user.id, { ...form, quantity: 0 });
    const status = await admin.addTicket(seller.user.id, { ...form, status: 'active' });
    const nobody = await admin.addTicket('no-such-customer', form);

    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Please enter the event name.');
    expect(dollars.body.message).toContain('The listed price must be a whole number of cents.');
    expect(zero.body.message).toContain('The quantity must be a whole number of at least 1.');
    expect(status.status).toBe(400);
    expect(nobody.status).toBe(404);
    expect((await admin.tickets(seller.user.id)).body.items).toEqual([]);
  });
});

describe("admin: a customer's payment methods (local target)", () => {
  it('lists type, flags and only the last four digits', async () => {
    const seller = await registerCustomer(local.target);
    const base = `/api/customer/${seller.user.id}`;
    await call(local.target, 'POST', `${base}/payment-methods`, {
      cookie: seller.cookie,
      body: {
        type: 'ACH',
        accountInfo: {
          accountHolderName: 'Noor Haddad',
          routingNumber: '021000021',
          accountNumber: '000123456789',
        },
      },
    });
    await call(local.target, 'POST', `${base}/payout-methods`, {
      cookie: seller.cookie,
      body: { type: 'PayPal', accountInfo: { email: 'noor@example.com' } },
    });

    const reply = await admin.paymentMethods(seller.user.id);

    expect(reply.status).toBe(200);
    expect(reply.body.items).toEqual([
      {
        id: expect.any(String),
        type: 'ACH',
        accountInfo: { lastFour: '6789' },
        isDefault: true,
        isActive: true,
      },
      { id: expect.any(String), type: 'PayPal', accountInfo: {}, isDefault: false, isActive: true },
    ]);
    expect(JSON.stringify(reply.body)).not.toMatch(/000123456789|021000021|noor@example\.com/);
  });
});

describe('admin audit log (local target)', () => {
  it('records every admin change, newest first, and by subject', async () => {
    const seller = await registerCustomer(local.target, { firstName: 'Audit', lastName: 'Me' });
    await admin.patch(seller.user.id, { firstName: 'Audited' });
    await admin.patch(seller.user.id, { isActive: false });
    await admin.patch(seller.user.id, { isActive: true });
    await admin.setPassword(seller.user.id, 'temporary secret 1');
    const ticket = (await admin.addTicket(seller.user.id, { ...form, listedPrice: 5_000 })).body.ticket;
    await admin.updateTicket(ticket.id, { ...form, listedPrice: 6_000 });
    await admin.deleteTicket(ticket.id);

    const customerLog = await admin.auditLog(`?subjectType=customer&subjectId=${seller.user.id}`);
    const ticketLog = await admin.auditLog(`?subjectType=listing&subjectId=${ticket.id}`);
    const all = await admin.auditLog('?limit=3');
    const half = await admin.auditLog('?subjectType=customer');

    expect(customerLog.status).toBe(200);
    expect(customerLog.body.items.map((item) => item.action)).toEqual([
      'customer.password_set',
      'customer.reactivated',
      'customer.suspended',
      'customer.updated',
    ]);
    expect(customerLog.body.items.at(-1)).toMatchObject({
      actorId: adminId,
      actorEmail: expect.stringContaining('@example.com'),
      subjectType: 'customer',
      subjectId: seller.user.id,
      changes: { firstName: { from: 'Audit', to: 'Audited' } },
    });
    expect(customerLog.body.items[0]!.changes).toEqual({
      password: { from: '•••', to: '•••' },
      mustChangePassword: { from: false, to: true },
    });
    expect(JSON.stringify(customerLog.body)).not.toContain('temporary secret 1');
    expect(ticketLog.body.items.map((item) => item.action)).toEqual([
      'listing.deleted',
      'listing.updated',
      'listing.created',
    ]);
    expect(ticketLog.body.items[1]!.changes).toEqual({ listedPrice: { from: 5_000, to: 6_000 } });
    expect(all.body.items.map((item) => item.action)).toEqual([
      'listing.deleted',
      'listing.updated',
      'listing.created',
    ]);
    expect(all.body.nextCursor).toEqual(expect.any(String));
    expect(half.status).toBe(400);
  });
});

describe('e-mail template preview (local target)', () => {
  it('answers the real template as HTML with sample values, behind a restrictive CSP', async () => {
    const response = await fetch(`${local.target.urls.web}/api/email/templates/reset/preview`, {
      headers: { cookie: adminCookie },
    });
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('sandbox');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe|\*|https?:/);
    expect(html).toContain('Jane Doe');
    expect(html).toContain('/reset-password/sample-token');

    const unknown = await call(local.target, 'GET', '/api/email/templates/nope/preview', {
      cookie: adminCookie,
    });
    expect(unknown.status).toBe(400);
  });
});
