import { beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../lambdas/core/db/entities/listing.ts';
import {
  call,
  registerCustomer,
  tableOf,
  waitForMail,
  type RegisteredCustomer,
  type UserReply,
} from '../accounts/account-client.ts';
import { adminApi, type AdminApi } from '../admin-customers/admin-client.ts';
import { keysApi, request } from '../api-keys/keys-client.ts';
import { seedListing } from '../customer/portal-client.ts';
import { firstAdmin } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { subscribeToAllEvents } from '../webhooks/webhook-client.ts';

const local = useLocalTarget();

let admin: AdminApi;
let adminId: string;
let writeKey: string;
let readKey: string;

beforeAll(async () => {
  const cookie = await firstAdmin(local.target);
  await subscribeToAllEvents(local.target, cookie);
  admin = adminApi(local.target, cookie);
  adminId = (await call<{ user: UserReply }>(local.target, 'GET', '/api/user', { cookie })).body.user.id;
  const keys = keysApi(local.target, cookie);
  writeKey = (await keys.create({ name: 'Marketplace', scopes: ['read', 'write'] })).body.data.key;
  readKey = (await keys.create({ name: 'Reporting', scopes: ['read'] })).body.data.key;
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

interface SaleReply {
  sale?: Record<string, unknown>;
  error?: { code: string; message: string };
}

const reportSale = (body: Record<string, unknown>, key = writeKey) =>
  request<SaleReply>(local.target, 'POST', '/api/marketplace/sales', {
    headers: { authorization: `Bearer ${key}` },
    body,
  });

/** Reads from the target's table what the API does not show (payouts, outbox, stored listing). */
async function fromTable<T>(read: (data: ReturnType<typeof tableOf>['data']) => Promise<T>): Promise<T> {
  const { data, close } = tableOf(local.target);
  try {
    return await read(data);
  } finally {
    close();
  }
}

const storedListing = (listingId: string) =>
  fromTable(async (data) => (await data.listings.get({ listingId }).go({ consistent: true })).data!);
const payoutOf = (listingId: string) =>
  fromTable(async (data) => (await data.payouts.get({ listingId }).go({ consistent: true })).data);
const payoutsOfCustomer = (customerId: string) =>
  fromTable(async (data) => (await data.payouts.query.payoutsByCustomer({ customerId }).go()).data);

const notificationsOf = async (seller: RegisteredCustomer) =>
  (
    await call<{ notifications: { id: string; title: string; message: string; type: string }[] }>(
      local.target,
      'GET',
      `/api/customer/${seller.user.id}/notifications`,
      { cookie: seller.cookie },
    )
  ).body.notifications;

const answer = (seller: RegisteredCustomer, ticketId: string, decision: string) =>
  call<{
    success: boolean;
    message?: string;
    ticket: { id: string; status: string; soldPrice: number | null };
  }>(local.target, 'POST', `/api/customer/${seller.user.id}/sale-approval`, {
    cookie: seller.cookie,
    body: { ticketId, decision },
  });

const listed = (seller: RegisteredCustomer, values: Partial<Omit<Listing, 'customerId'>> = {}) =>
  seedListing(local.target, seller.user.id, { status: 'listed', listedPrice: 16_000, ...values });

describe('recording a sale as an admin (local target)', () => {
  it('sells a listed ticket: commission, a pending payout, Ticket Sold, the sale e-mail and the webhook event', async () => {
    const seller = await registerCustomer(local.target, { firstName: 'Noor' });
    await call(local.target, 'POST', `/api/customer/${seller.user.id}/payout-methods`, {
      cookie: seller.cookie,
      body: { type: 'PayPal', accountInfo: { email: 'sam.seller@example.com' } },
    });
    const ticketId = `sale-email-${seller.user.id}~0`;
    await fromTable((data) =>
      data.tickets
        .create({
          emailId: `sale-email-${seller.user.id}`,
          ticketIndex: 0,
          ticketId,
          customerId: seller.user.id,
          eventName: form.eventName,
        })
        .go(),
    );
    const listing = await listed(seller, { ticketId, floorPrice: 10_000 });

    const sold = await admin.updateTicket(listing.listingId, { ...form, status: 'sold', soldPrice: 14_999 });

    expect(sold.status).toBe(200);
    expect(sold.body.ticket).toMatchObject({ status: 'sold', soldPrice: 14_999 });
    const stored = await storedListing(listing.listingId);
    expect(stored).toMatchObject({
      status: 'sold',
      soldPrice: 14_999,
      finalSalePrice: 14_999,
      commissionEarned: 2_250,
      saleSource: 'admin',
    });
    expect(stored.statusHistory.at(-1)).toMatchObject({
      status: 'sold',
      by: adminId,
      note: 'Sold by an admin',
    });
    expect(await payoutOf(listing.listingId)).toMatchObject({
      customerId: seller.user.id,
      status: 'pending',
      salePrice: 14_999,
      commission: 2_250,
      amount: 12_749,
      eventName: form.eventName,
      saleSource: 'admin',
      payoutMethodLabel: 'PayPal · s***@example.com',
    });
    expect(await notificationsOf(seller)).toContainEqual(
      expect.objectContaining({
        id: `${listing.listingId}:sold`,
        title: 'Ticket Sold',
        message: 'Harbour Lights Festival sold for $149.99.',
        type: 'success',
      }),
    );
    const mail = await waitForMail(
      local.target,
      seller.email,
      'Sold! Your tickets for Harbour Lights Festival',
    );
    expect(mail.body.text).toContain('sold for $149.99');
    expect(mail.body.text).toContain('you receive $127.49');
    expect(mail.body.text).toContain('PayPal · s***@example.com');
    expect(mail.body.text).not.toContain('sam.seller@example.com');

    const event = await fromTable(
      async (data) =>
        (await data.outboxEvents.get({ eventId: `ticket.updated:${ticketId}@${stored.soldAt}` }).go()).data,
    );
    expect(event?.payload).toMatchObject({
      type: 'ticket.updated',
      data: {
        ticketId,
        listingId: listing.listingId,
        listingStatus: 'sold',
        soldPriceCents: 14_999,
        changes: { listingStatus: { from: 'listed', to: 'sold' } },
      },
    });
    const log = await admin.auditLog(`?subjectType=listing&subjectId=${listing.listingId}`);
    expect(log.body.items.map((item) => item.action)).toContain('listing.sold');
    expect(log.body.items.find((item) => item.action === 'listing.sold')).toMatchObject({
      actorId: adminId,
      summary: 'Ticket "Harbour Lights Festival" sold for $149.99; payout $127.49',
    });
  });

  it('refuses to sell a pending, sold or cancelled ticket with 409 and a sentence', async () => {
    const seller = await registerCustomer(local.target);
    const pending = await seedListing(local.target, seller.user.id);
    const sold = await seedListing(local.target, seller.user.id, { status: 'sold', soldPrice: 5_000 });
    const cancelled = await seedListing(local.target, seller.user.id, { status: 'cancelled' });
    const sell = (listingId: string) =>
      admin.updateTicket(listingId, { ...form, status: 'sold', soldPrice: 9_000 });

    const replies = await Promise.all([pending, sold, cancelled].map((listing) => sell(listing.listingId)));

    expect(replies.map((reply) => [reply.status, reply.body.message])).toEqual([
      [409, 'This ticket is not listed yet, so it cannot be sold.'],
      [409, 'This ticket is already sold, so its sold price cannot be changed.'],
      [409, 'This ticket is cancelled, so it cannot be sold.'],
    ]);
    const unchanged = await admin.updateTicket(cancelled.listingId, { ...form, status: 'listed' });
    expect(unchanged.status).toBe(409);
    expect(unchanged.body.message).toBe('This ticket is cancelled, so it cannot be listed.');
    expect(await payoutsOfCustomer(seller.user.id)).toEqual([]);
    expect((await storedListing(pending.listingId)).status).toBe('pending');
  });

  it('a ticket added as sold is listed and then sold like any sale (payout, Ticket Sold)', async () => {
    const seller = await registerCustomer(local.target);

    const added = await admin.addTicket(seller.user.id, { ...form, status: 'sold', soldPrice: 5_000 });

    expect(added.status).toBe(201);
    expect(added.body.ticket).toMatchObject({ status: 'sold', soldPrice: 5_000 });
    const stored = await storedListing(added.body.ticket.id);
    expect(stored.statusHistory.map((entry) => entry.status)).toEqual(['listed', 'sold']);
    expect(await payoutOf(stored.listingId)).toMatchObject({
      amount: 4_250,
      commission: 750,
      status: 'pending',
    });
    expect((await payoutOf(stored.listingId))?.payoutMethodLabel).toBeUndefined();
    expect((await notificationsOf(seller)).map((item) => item.title)).toContain('Ticket Sold');
    const mail = await waitForMail(
      local.target,
      seller.email,
      'Sold! Your tickets for Harbour Lights Festival',
    );
    expect(mail.body.text).toContain('the payout method you add in your payment portal');
  });
});

describe('the marketplace sale callback POST /api/marketplace/sales (local target)', () => {
  it('records a sale once per order id (201, then 200 with the same answer) and one payout', async () => {
    const seller = await registerCustomer(local.target);
    const listing = await listed(seller, { floorPrice: 10_000 });
    const body = {
      listingId: listing.listingId,
      orderId: 'MKT-1001',
      salePriceCents: 20_000,
      currency: 'USD',
    };

    const first = await reportSale(body);
    const again = await reportSale(body);

    const sale = {
      orderId: 'MKT-1001',
      listingId: listing.listingId,
      status: 'sold',
      salePriceCents: 20_000,
      commissionCents: 3_000,
      payoutCents: 17_000,
    };
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ sale });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ sale });
    expect(await payoutsOfCustomer(seller.user.id)).toEqual([
      expect.objectContaining({ listingId: listing.listingId, amount: 17_000, orderId: 'MKT-1001' }),
    ]);
    expect(await storedListing(listing.listingId)).toMatchObject({
      status: 'sold',
      saleSource: 'marketplace',
      marketplaceOrderId: 'MKT-1001',
    });
    const sales = (await notificationsOf(seller)).filter((item) => item.title === 'Ticket Sold');
    expect(sales).toHaveLength(1);

    const otherListing = await listed(seller);
    const reused = await reportSale({ ...body, listingId: otherListing.listingId });
    expect(reused.status).toBe(409);
    expect(reused.body.error).toEqual({
      code: 'order_id_conflict',
      message: 'This order id was already used for a sale of another ticket.',
    });
    expect((await storedListing(otherListing.listingId)).status).toBe('listed');

    const otherOrder = await reportSale({ ...body, orderId: 'MKT-1002' });
    expect(otherOrder.status).toBe(409);
    expect(otherOrder.body.error).toEqual({ code: 'conflict', message: 'This ticket is already sold.' });
    expect(await payoutsOfCustomer(seller.user.id)).toHaveLength(1);
  });

  it('records one sale when the marketplace sends the same callback twice at once', async () => {
    const seller = await registerCustomer(local.target);
    const listing = await listed(seller);
    const body = { listingId: listing.listingId, orderId: 'MKT-1500', salePriceCents: 33_333 };

    const replies = await Promise.all([reportSale(body), reportSale(body)]);

    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 201]);
    for (const reply of replies) {
      expect(reply.body.sale).toMatchObject({ status: 'sold', commissionCents: 5_000, payoutCents: 28_333 });
    }
    expect(await payoutsOfCustomer(seller.user.id)).toHaveLength(1);
    const stored = await storedListing(listing.listingId);
    expect(stored.statusHistory.filter((entry) => entry.status === 'sold')).toHaveLength(1);
    expect((await notificationsOf(seller)).filter((item) => item.title === 'Ticket Sold')).toHaveLength(1);
  });

  it('needs a key with write scope, a valid body and an existing listing', async () => {
    const seller = await registerCustomer(local.target);
    const listing = await listed(seller);
    const body = { listingId: listing.listingId, orderId: 'MKT-2001', salePriceCents: 12_000 };

    const readOnly = await reportSale(body, readKey);
    const noKey = await request<SaleReply>(local.target, 'POST', '/api/marketplace/sales', { body });
    const dollars = await reportSale({ ...body, salePriceCents: 120.5 });
    const euro = await reportSale({ ...body, currency: 'EUR' });
    const missing = await reportSale({ ...body, listingId: 'no-such-listing' });
    const pending = await seedListing(local.target, seller.user.id);
    const notListed = await reportSale({ ...body, listingId: pending.listingId, orderId: 'MKT-2002' });

    expect(readOnly.status).toBe(403);
    expect(readOnly.body.error?.code).toBe('insufficient_scope');
    expect(noKey.status).toBe(401);
    expect(dollars.status).toBe(400);
    expect(dollars.body.error?.message).toContain('The sale price must be a whole number of cents.');
    expect(euro.body.error?.message).toContain('The currency must be USD.');
    expect(missing.status).toBe(404);
    expect(notListed.status).toBe(409);
    expect(notListed.body.error?.message).toBe('This ticket is not listed yet, so it cannot be sold.');
    expect((await storedListing(listing.listingId)).status).toBe('listed');
    // The refused order id stays free for the ticket it was meant for.
    expect((await reportSale(body)).status).toBe(201);
  });
});

describe("a sale below the floor price waits for the seller's answer (local target)", () => {
  it('asks the seller (202, pendingSale, notification); accepting sells at that price', async () => {
    const seller = await registerCustomer(local.target);
    const listing = await listed(seller, { floorPrice: 10_000 });
    const body = { listingId: listing.listingId, orderId: 'MKT-3001', salePriceCents: 9_000 };

    const offered = await reportSale(body);
    const repeated = await reportSale(body);

    const waiting = {
      orderId: 'MKT-3001',
      listingId: listing.listingId,
      status: 'awaiting_seller_approval',
      salePriceCents: 9_000,
    };
    expect(offered.status).toBe(202);
    expect(offered.body).toEqual({ sale: waiting });
    expect(repeated.status).toBe(202);
    expect(repeated.body).toEqual({ sale: waiting });
    expect(await storedListing(listing.listingId)).toMatchObject({
      status: 'listed',
      pendingSale: { price: 9_000, source: 'marketplace', orderId: 'MKT-3001' },
    });
    expect(await payoutOf(listing.listingId)).toBeNull();
    const asked = (await notificationsOf(seller)).filter((item) => item.title === 'Sale Below Floor Price');
    expect(asked).toEqual([
      expect.objectContaining({
        type: 'warning',
        message:
          'Harbour Lights Festival has an offer of $90.00, below your floor price of $100.00. Accept or decline it on your dashboard.',
      }),
    ]);

    const accepted = await answer(seller, listing.listingId, 'accept');

    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ success: true, ticket: { status: 'sold', soldPrice: 9_000 } });
    expect(await storedListing(listing.listingId)).not.toHaveProperty('pendingSale');
    expect(await payoutOf(listing.listingId)).toMatchObject({ amount: 7_650, commission: 1_350 });
    const afterwards = await reportSale(body);
    expect(afterwards.status).toBe(200);
    expect(afterwards.body.sale).toMatchObject({ status: 'sold', payoutCents: 7_650 });
    expect((await answer(seller, listing.listingId, 'accept')).status).toBe(409);
  });

  it('keeps one offer waiting at a time; a sale at the floor price meanwhile sells and clears it', async () => {
    const seller = await registerCustomer(local.target);
    const listing = await listed(seller, { floorPrice: 10_000 });
    await reportSale({ listingId: listing.listingId, orderId: 'MKT-4001', salePriceCents: 9_500 });

    const second = await reportSale({
      listingId: listing.listingId,
      orderId: 'MKT-4002',
      salePriceCents: 9_900,
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: 'conflict',
      message: "An offer below the floor price is already waiting for the seller's answer on this ticket.",
    });

    const atFloor = await reportSale({
      listingId: listing.listingId,
      orderId: 'MKT-4002',
      salePriceCents: 10_000,
    });
    expect(atFloor.status).toBe(201);
    expect(await storedListing(listing.listingId)).not.toHaveProperty('pendingSale');
    const late = await answer(seller, listing.listingId, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('There is no sale waiting for your answer on this ticket.');
    expect(await payoutOf(listing.listingId)).toMatchObject({ salePrice: 10_000, orderId: 'MKT-4002' });
  });

  it('an admin sale below the floor waits too; declining clears the offer and the ticket stays listed', async () => {
    const seller = await registerCustomer(local.target);
    const listing = await listed(seller, { floorPrice: 10_000 });

    const below = await admin.updateTicket(listing.listingId, {
      ...form,
      floorPrice: 10_000,
      status: 'sold',
      soldPrice: 8_000,
    });
    expect(below.status).toBe(200);
    expect(below.body).toMatchObject({
      saleAwaitingSeller: true,
      detail:
        "The sale price is below the seller's floor price, so the seller has been asked to accept or decline it.",
    });
    expect(below.body.ticket).toMatchObject({ status: 'listed' });
    expect((await storedListing(listing.listingId)).pendingSale).toMatchObject({
      price: 8_000,
      source: 'admin',
      requestedBy: adminId,
    });

    const other = await registerCustomer(local.target);
    const stranger = await call(local.target, 'POST', `/api/customer/${seller.user.id}/sale-approval`, {
      cookie: other.cookie,
      body: { ticketId: listing.listingId, decision: 'decline' },
    });
    expect(stranger.status).toBe(403);
    const invalid = await answer(seller, listing.listingId, 'maybe');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('Please choose to accept or decline the offer.');

    const declined = await answer(seller, listing.listingId, 'decline');

    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ success: true, ticket: { status: 'listed', soldPrice: null } });
    const stored = await storedListing(listing.listingId);
    expect(stored).not.toHaveProperty('pendingSale');
    expect(stored.statusHistory.map((entry) => entry.status)).toEqual(
      listing.statusHistory.map((e) => e.status),
    );
    expect(await payoutOf(listing.listingId)).toBeNull();

    const nothing = await answer(seller, listing.listingId, 'decline');
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('There is no sale waiting for your answer on this ticket.');
  });
});
