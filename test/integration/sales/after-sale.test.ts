import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { transitionListing } from '../../../lambdas/core/db/listing-status.ts';
import { flagCancelledAfterSale } from '../../../lambdas/core/listings/sale-attention.ts';
import { call, type RegisteredCustomer } from '../accounts/account-client.ts';
import { readySeller, seedListing } from '../customer/portal-client.ts';
import { firstAdmin, forwardRawMessage, pendingTickets } from '../ingestion/ingestion-client.ts';
import { readTable, storedEmail } from '../ingestion/stored-records.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { deliverMail, eventually } from '../support/mail.ts';
import { subscribeToAllEvents } from '../webhooks/webhook-client.ts';

// Issue 9: what happens to a listing around and after its sale — floor-price history with its outbox
// event, and a transfer cancelled after the sale (flagged for an admin, never undone). The sale itself
// is seeded with the data layer, so these tests do not depend on how sales are recorded.

const local = useLocalTarget();
let adminCookie = '';

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
  await subscribeToAllEvents(local.target, adminCookie);
});

const setFloorPrice = (seller: RegisteredCustomer, ticketId: string, floorPrice: number) =>
  call<{ success: boolean; message: string; ticket: { floorPrice: number } }>(
    local.target,
    'POST',
    `/api/customer/${seller.user.id}/set-floor-price`,
    { cookie: seller.cookie, body: { ticketId, floorPrice } },
  );

const storedListing = (listingId: string) =>
  readTable(
    local.target,
    async (data) => (await data.listings.get({ listingId }).go({ consistent: true })).data,
  );

const floorEventsOf = (listingId: string) =>
  readTable(local.target, async (data) => {
    const all = await Promise.all(
      (['pending', 'dispatched'] as const).map(
        async (status) =>
          (await data.outboxEvents.query.outboxEventsByStatus({ status }).go({ pages: 'all' })).data,
      ),
    );
    return all
      .flat()
      .filter(
        (event) =>
          event.type === 'listing.floor_price_changed' &&
          (event.payload.data as { listingId?: string }).listingId === listingId,
      )
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  });

describe('floor-price history and the listing channel event (integration, local target)', () => {
  it('keeps every change of a live listing and raises one outbox event per change', async () => {
    const seller = await readySeller(local.target);
    const listing = await seedListing(local.target, seller.user.id, {
      status: 'listed',
      floorPrice: 15_000,
      ticketId: 'EMAIL1~0',
    });

    expect((await setFloorPrice(seller, listing.listingId, 12_500)).status).toBe(200);
    // The same price again is no change: no history entry, no event.
    expect((await setFloorPrice(seller, listing.listingId, 12_500)).status).toBe(200);
    const second = await setFloorPrice(seller, listing.listingId, 13_000);
    expect(second.status).toBe(200);
    expect(second.body.ticket.floorPrice).toBe(13_000);

    const stored = await storedListing(listing.listingId);
    expect(stored?.floorPrice).toBe(13_000);
    expect(stored?.floorPriceHistory).toEqual([
      { price: 12_500, previous: 15_000, at: expect.any(String), by: seller.user.id },
      { price: 13_000, previous: 12_500, at: expect.any(String), by: seller.user.id },
    ]);

    const events = await floorEventsOf(listing.listingId);
    expect(events).toHaveLength(2);
    const [first] = events;
    expect(first!.payload).toEqual({
      id: first!.eventId,
      type: 'listing.floor_price_changed',
      timestamp: expect.any(String),
      data: {
        listingId: listing.listingId,
        ticketId: 'EMAIL1~0',
        eventName: 'Harbour Lights Festival',
        floorPriceCents: 12_500,
        previousFloorPriceCents: 15_000,
        changedAt: first!.payload.timestamp,
      },
    });
    expect(first!.eventId).toMatch(new RegExp(`^listing\\.floor_price_changed:${listing.listingId}@`));
    expect(events[1]!.payload.data).toMatchObject({
      floorPriceCents: 13_000,
      previousFloorPriceCents: 12_500,
    });
    expect(events[1]!.eventId).toBe(`listing.floor_price_changed:${listing.listingId}@${stored!.updatedAt}`);
  });

  it('records the first price of a pending listing without an event, and refuses a sold one', async () => {
    const seller = await readySeller(local.target);
    const pending = await seedListing(local.target, seller.user.id);
    expect((await setFloorPrice(seller, pending.listingId, 9_900)).status).toBe(200);
    expect((await storedListing(pending.listingId))?.floorPriceHistory).toEqual([
      { price: 9_900, at: expect.any(String), by: seller.user.id },
    ]);
    expect(await floorEventsOf(pending.listingId)).toEqual([]);

    const sold = await seedListing(local.target, seller.user.id, { status: 'sold', floorPrice: 5_000 });
    const refused = await setFloorPrice(seller, sold.listingId, 4_000);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This ticket is already sold, so its floor price cannot change.');
    expect((await storedListing(sold.listingId))?.floorPriceHistory).toBeUndefined();
  });
});

/** A TicketHub-style transfer e-mail: received, or its cancellation. */
function vendorMail(kind: 'received' | 'cancelled', event: string): string {
  return [
    'From: TicketHub <transfers@email.tickethub.com>',
    'To: Maya Cole <maya@example.com>',
    `Subject: ${kind === 'received' ? 'Olivia Reyes sent you tickets!' : 'Your Ticket Transfer Has Been Cancelled'}`,
    `Message-ID: <${randomUUID()}@email.tickethub.com>`,
    'Date: Sat, 7 Feb 2026 10:00:00 -0500',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    kind === 'received' ? "You've got tickets!" : 'Ticket transfer cancelled',
    '',
    'Hi Maya,',
    kind === 'received'
      ? 'Olivia Reyes (olivia.reyes@example.com) sent you 2 ticket(s).'
      : 'Olivia Reyes cancelled the transfer of 2 ticket(s) to you.',
    '',
    event,
    'Sat • Oct 17, 2026 • 7:10 PM',
    'Maple Garden Arena, Toronto',
    'Section 118, Row D, Seats 5-6',
    '',
  ].join('\r\n');
}

async function forward(seller: RegisteredCustomer, raw: string) {
  const emailId = await deliverMail(
    local.target.ports.smtp,
    forwardRawMessage(raw, {
      from: seller.email,
      to: seller.user.transferEmail!,
      subject: `Fwd: tickets ${randomUUID().slice(0, 8)}`,
    }),
  );
  return eventually(async () => {
    const email = await storedEmail(local.target, emailId);
    return email && email.extractionStatus !== 'pending' ? email : undefined;
  }, 20_000);
}

interface AdminTicket {
  id: string;
  status: string;
  saleAttention: {
    reason: string;
    at: string;
    emailId?: string;
    resolvedAt?: string;
    resolvedBy?: string;
  } | null;
  floorPriceHistory: unknown[];
  pendingSale: unknown;
}

describe('a transfer cancelled after the sale (integration, local target)', () => {
  it('keeps the sale, flags it for an admin, and lets an admin mark it resolved once', async () => {
    const seller = await readySeller(local.target);
    const event = `Harbor Lights vs. Granite Peaks ${randomUUID().slice(0, 6)}`;
    await forward(seller, vendorMail('received', event));
    const [ticket] = await pendingTickets(local.target, seller.user.id, seller.cookie);
    expect(ticket).toMatchObject({ eventName: event });
    // The sale, as any way of recording it leaves the listing (seeded: this suite does not depend on it).
    await readTable(local.target, async (data) => {
      const listing = (await data.listings.get({ listingId: ticket!.id }).go({ consistent: true })).data!;
      await transitionListing(listing, { from: 'pending', to: 'listed', by: seller.user.id }, data);
      const sold = await transitionListing(
        listing,
        {
          from: 'listed',
          to: 'sold',
          by: 'admin',
          set: { soldPrice: 20_000, finalSalePrice: 20_000, commissionEarned: 3_000 },
        },
        data,
      );
      expect(sold?.status).toBe('sold');
      await data.payouts
        .create({ listingId: listing.listingId, customerId: seller.user.id, amount: 17_000 })
        .go();
    });

    const cancellation = await forward(seller, vendorMail('cancelled', event));
    expect(cancellation).toMatchObject({
      cancelledTransfer: true,
      cancelledTicketIds: [ticket!.id],
      soldTicketIds: [ticket!.id],
    });
    // The admin's Cancelled Transfers page learns that this cancellation hit a sold ticket.
    const transfers = await call<{ items: { id: string; soldTicketIds: string[] }[] }>(
      local.target,
      'GET',
      '/api/emails/cancelled-transfers',
      { cookie: adminCookie },
    );
    expect(transfers.body.items.find((item) => item.id === cancellation.emailId)).toMatchObject({
      soldTicketIds: [ticket!.id],
    });

    const stored = await readTable(local.target, async (data) => ({
      listing: (await data.listings.get({ listingId: ticket!.id }).go({ consistent: true })).data,
      payout: (await data.payouts.get({ listingId: ticket!.id }).go({ consistent: true })).data,
      audit: (
        await data.auditEntries.query.auditBySubject({ subjectType: 'listing', subjectId: ticket!.id }).go()
      ).data,
      notifications: (
        await data.notifications.query.notificationsByCustomer({ customerId: seller.user.id }).go()
      ).data,
    }));
    expect(stored.listing).toMatchObject({
      status: 'sold',
      soldPrice: 20_000,
      saleAttention: {
        reason: 'transfer_cancelled_after_sale',
        at: expect.any(String),
        emailId: cancellation.emailId,
      },
    });
    expect(stored.listing?.statusHistory.map((entry) => entry.status)).not.toContain('cancelled');
    expect(stored.payout).toMatchObject({ amount: 17_000, status: 'pending' });
    expect(stored.audit).toEqual([
      expect.objectContaining({
        actorId: 'pipeline',
        action: 'listing.sale_attention',
        summary: `Ticket "${event}" was sold, then its transfer was cancelled (e-mail ${cancellation.emailId}): needs attention`,
      }),
    ]);
    expect(stored.notifications.map((item) => item.title)).not.toContain('Transfer Cancelled');
    // A retried pipeline step (the same e-mail) flags nothing twice.
    const retried = await readTable(local.target, async (data) => ({
      flagged: await flagCancelledAfterSale({ listingId: ticket!.id }, cancellation.emailId, data),
      audit: (
        await data.auditEntries.query.auditBySubject({ subjectType: 'listing', subjectId: ticket!.id }).go()
      ).data,
    }));
    expect(retried.flagged).toBeUndefined();
    expect(retried.audit).toHaveLength(1);

    const tickets = await call<{ items: AdminTicket[] }>(
      local.target,
      'GET',
      `/api/admin/customers/${seller.user.id}/tickets`,
      { cookie: adminCookie },
    );
    expect(tickets.body.items.find((item) => item.id === ticket!.id)).toMatchObject({
      status: 'sold',
      saleAttention: { reason: 'transfer_cancelled_after_sale', emailId: cancellation.emailId },
      floorPriceHistory: [],
      pendingSale: null,
    });

    const path = `/api/admin/tickets/${ticket!.id}/resolve-attention`;
    expect((await call(local.target, 'POST', path, { cookie: seller.cookie })).status).toBe(403);
    const resolved = await call<{ success: boolean; ticket: AdminTicket }>(local.target, 'POST', path, {
      cookie: adminCookie,
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.success).toBe(true);
    expect(resolved.body.ticket).toMatchObject({
      status: 'sold',
      saleAttention: {
        reason: 'transfer_cancelled_after_sale',
        resolvedAt: expect.any(String),
        resolvedBy: expect.any(String),
      },
    });

    const again = await call<{ message: string }>(local.target, 'POST', path, { cookie: adminCookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This ticket has nothing waiting for attention.');
    const unknown = await call<{ message: string }>(
      local.target,
      'POST',
      '/api/admin/tickets/01NOSUCHLISTING0000000000/resolve-attention',
      { cookie: adminCookie },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Ticket not found');

    // Once resolved, a later cancellation (another e-mail) flags the sale again.
    const later = await readTable(local.target, (data) =>
      flagCancelledAfterSale({ listingId: ticket!.id }, 'LATER-EMAIL', data),
    );
    expect(later?.saleAttention).toEqual({
      reason: 'transfer_cancelled_after_sale',
      at: expect.any(String),
      emailId: 'LATER-EMAIL',
    });
  });

  it('answers 409 for a sold ticket with nothing to resolve', async () => {
    const seller = await readySeller(local.target);
    const sold = await seedListing(local.target, seller.user.id, { status: 'sold', soldPrice: 10_000 });
    const reply = await call<{ message: string }>(
      local.target,
      'POST',
      `/api/admin/tickets/${sold.listingId}/resolve-attention`,
      { cookie: adminCookie },
    );
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('This ticket has nothing waiting for attention.');
  });
});
