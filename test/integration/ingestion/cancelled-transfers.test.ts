import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { deliverMail, eventually } from '../support/mail.ts';
import {
  firstAdmin,
  forwardRawMessage,
  pendingTickets,
  verifiedSeller,
  type EmailItem,
} from './ingestion-client.ts';
import { readTable, storedEmail } from './stored-records.ts';

const local = useLocalTarget();
let adminCookie = '';

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
});

interface Showing {
  event: string;
  seats: string;
  /** Written as 'Order #: …' when given. */
  order?: string;
}

/** A TicketHub-style vendor message: a transfer received, or its cancellation. */
function vendorMail(kind: 'received' | 'cancelled', showing: Showing): string {
  const [heading, sentence] =
    kind === 'received'
      ? ["You've got tickets!", 'Olivia Reyes (olivia.reyes@example.com) sent you 2 ticket(s).']
      : ['Ticket transfer cancelled', 'Olivia Reyes cancelled the transfer of 2 ticket(s) to you.'];
  return [
    'From: TicketHub <transfers@email.tickethub.com>',
    'To: Maya Cole <maya@example.com>',
    `Subject: ${kind === 'received' ? 'Olivia Reyes sent you tickets!' : 'Your Ticket Transfer Has Been Cancelled'}`,
    `Message-ID: <${randomUUID()}@email.tickethub.com>`,
    'Date: Sat, 7 Feb 2026 10:00:00 -0500',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    heading,
    '',
    'Hi Maya,',
    sentence,
    '',
    showing.event,
    'Sat • Oct 17, 2026 • 7:10 PM',
    'Maple Garden Arena, Toronto',
    `Section 118, Row D, Seats ${showing.seats}`,
    ...(showing.order ? [`Order #: ${showing.order}`] : []),
    '',
  ].join('\r\n');
}

const settled = (emailId: string) =>
  eventually(async () => {
    const email = await storedEmail(local.target, emailId);
    return email && email.extractionStatus !== 'pending' ? email : undefined;
  }, 20_000);

async function forward(seller: Awaited<ReturnType<typeof verifiedSeller>>, raw: string, label: string) {
  const emailId = await deliverMail(
    local.target.ports.smtp,
    forwardRawMessage(raw, {
      from: seller.email,
      to: seller.transferEmail,
      subject: `Fwd: ${label} ${randomUUID().slice(0, 8)}`,
    }),
  );
  return settled(emailId);
}

describe('cancelled transfers take the tickets back (integration, local target)', () => {
  it('cancels the matching ticket and its pending listing, tells the seller and lists the e-mail for admins', async () => {
    const seller = await verifiedSeller(local.target);
    const showing = { event: 'Harbor Lights vs. Granite Peaks', seats: '5-6' };
    const received = await forward(seller, vendorMail('received', showing), 'tickets');
    const [ticket] = await pendingTickets(local.target, seller.user.id, seller.cookie);
    expect(ticket).toMatchObject({ eventName: showing.event, seats: '5,6' });

    const cancellation = await forward(seller, vendorMail('cancelled', showing), 'cancelled');

    expect(cancellation).toMatchObject({
      classification: 'transfer_cancelled',
      cancelledTransfer: true,
      extractionStatus: 'success',
      processed: true,
      cancelledTicketIds: [ticket!.id],
      ticketCount: 0,
    });
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toEqual([]);
    const stored = await readTable(local.target, async (data) => ({
      ticket: (await data.tickets.get({ emailId: received.emailId, ticketIndex: 0 }).go()).data,
      listing: (await data.listings.get({ listingId: ticket!.id }).go()).data,
      notifications: (
        await data.notifications.query.notificationsByCustomer({ customerId: seller.user.id }).go()
      ).data,
    }));
    expect(stored.ticket?.cancelled).toBe(true);
    expect(stored.listing?.status).toBe('cancelled');
    expect(stored.listing?.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'pipeline',
      note: `Transfer cancelled (e-mail ${cancellation.emailId})`,
    });
    expect(stored.notifications.map((item) => [item.title, item.message])).toContainEqual([
      'Transfer Cancelled',
      `The transfer of 2 tickets for ${showing.event} was cancelled, so we took them off your listings.`,
    ]);

    const list = await call<{ items: EmailItem[] }>(local.target, 'GET', '/api/emails/cancelled-transfers', {
      cookie: adminCookie,
    });
    expect(list.status).toBe(200);
    expect(list.body.items.map((item) => item.id)).toEqual([cancellation.emailId]);
    expect(list.body.items[0]).toMatchObject({ cancelledTransfer: true, cancelledTicketIds: [ticket!.id] });
    const stats = await call<Record<string, number>>(local.target, 'GET', '/api/stats', {
      cookie: adminCookie,
    });
    expect(stats.body.cancelledTransfers).toBe(1);
  });

  it('cancels the ticket when the cancellation names its event only inside a sentence', async () => {
    const seller = await verifiedSeller(local.target);
    const event = 'Lizzo - The Special Tour';
    const mail = (kind: 'received' | 'cancelled', lines: string[]) =>
      [
        'From: Ticketmaster <customer_support@email.ticketmaster.com>',
        'To: Maya Cole <maya@example.com>',
        `Subject: ${kind === 'received' ? 'Mike Jones sent you tickets!' : 'Your ticket transfer was cancelled'}`,
        `Message-ID: <${randomUUID()}@email.ticketmaster.com>`,
        'Date: Tue, 3 Nov 2026 14:22:10 -0500',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        ...lines,
        '',
      ].join('\r\n');
    await forward(
      seller,
      mail('received', [
        'Good news! Mike Jones sent you 2 tickets.',
        '',
        event,
        'Sun, Aug 8, 2027 7:30 PM',
        'Crypto.com Arena, Los Angeles, CA',
        'Sec 301, Row 4, Seats 9-10',
      ]),
      'tickets',
    );
    const [ticket] = await pendingTickets(local.target, seller.user.id, seller.cookie);
    expect(ticket).toMatchObject({ eventName: event, seats: '9,10' });

    const cancellation = await forward(
      seller,
      mail('cancelled', [
        `Mike Jones cancelled the transfer of 2 tickets to ${event} on Sun, Aug 8, 2027.`,
        'The tickets are no longer available to accept.',
        'Sec 301, Row 4, Seats 9-10',
      ]),
      'cancelled',
    );

    expect(cancellation).toMatchObject({ cancelledTransfer: true, cancelledTicketIds: [ticket!.id] });
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toEqual([]);
  });

  it('matches by order number even when the seats differ, and leaves other showings alone', async () => {
    const seller = await verifiedSeller(local.target);
    const order = `11-${Math.floor(Math.random() * 90_000) + 10_000}/TOR`;
    const ordered = await forward(
      seller,
      vendorMail('received', { event: 'Northern Echo Live', seats: '1-2', order }),
      'order',
    );
    await forward(seller, vendorMail('received', { event: 'Quiet Harbor Tour', seats: '9-10' }), 'other');
    const before = await pendingTickets(local.target, seller.user.id, seller.cookie);
    expect(before).toHaveLength(2);
    const orderedTicket = await readTable(
      local.target,
      async (data) => (await data.tickets.get({ emailId: ordered.emailId, ticketIndex: 0 }).go()).data,
    );
    expect(orderedTicket?.orderNumber).toBe(order);

    await forward(
      seller,
      vendorMail('cancelled', { event: 'Northern Echo Live', seats: '30-31', order }),
      'cancelled by order',
    );

    const after = await pendingTickets(local.target, seller.user.id, seller.cookie);
    expect(after.map((item) => item.eventName)).toEqual(['Quiet Harbor Tour']);
  });

  it('flags a cancellation that matches nothing the seller holds, and cancels nothing', async () => {
    const seller = await verifiedSeller(local.target);
    await forward(seller, vendorMail('received', { event: 'Lantern Days', seats: '3-4' }), 'kept');

    const cancellation = await forward(
      seller,
      vendorMail('cancelled', { event: 'Some Other Band', seats: '3-4' }),
      'unmatched',
    );

    expect(cancellation).toMatchObject({ cancelledTransfer: true, cancelledTicketIds: [] });
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(1);
  });

  it('refuses the cancelled-transfers list to a customer', async () => {
    const seller = await verifiedSeller(local.target);
    const reply = await call(local.target, 'GET', '/api/emails/cancelled-transfers', {
      cookie: seller.cookie,
    });
    expect(reply.status).toBe(403);
  });
});
