import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tableOf } from '../accounts/account-client.ts';
import {
  corpusEmail,
  firstAdmin,
  forwardMessage,
  pendingTickets,
  saveExtractionSettings,
  settledEmails,
  verifiedSeller,
  type EmailItem,
} from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { sendMail } from '../support/mail.ts';
import { auditOf, daysFromNow, seedTickets, type AdminTicketReply } from './tickets-client.ts';

const local = useLocalTarget();
// Two tickets of one order (sections 120 and 205), a December 2026 show: upcoming.
const order = corpusEmail('northpass-conf-01');
let adminCookie = '';

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
});

type Seller = Awaited<ReturnType<typeof verifiedSeller>>;

async function forward(seller: Seller, label: string): Promise<EmailItem> {
  const subject = `Fwd: ${order.label.original.subject} [${label} ${randomUUID().slice(0, 8)}]`;
  await sendMail(
    local.target.ports.smtp,
    forwardMessage(order, {
      from: seller.email,
      to: seller.transferEmail,
      subject,
      messageId: `<${randomUUID()}@mail.example.com>`,
    }),
  );
  const [email] = await settledEmails(local.target, adminCookie, subject);
  return email!;
}

interface DuplicatesReply {
  success: boolean;
  duplicates: AdminTicketReply[][];
  count: number;
  doubleSales: number;
}

const duplicates = async () =>
  (await call<DuplicatesReply>(local.target, 'GET', '/api/tickets/duplicates', { cookie: adminCookie })).body;

let sellerA: Seller;
let sellerB: Seller;
let firstEmail: EmailItem;

describe('reviewing a ticket that needs review (admin, local target)', () => {
  it("corrects the oldest ticket needing review; the seller's pending listing follows and leaves review", async () => {
    // Every ticket below a threshold of 100 needs review.
    await saveExtractionSettings(local.target, adminCookie, { confidenceThreshold: 100 });
    const [settingsEntry] = await auditOf(local.target, 'settings', 'extraction');
    expect(settingsEntry).toMatchObject({
      action: 'settings.extraction.saved',
      changes: { confidenceThreshold: { from: 70, to: 100 } },
    });

    sellerA = await verifiedSeller(local.target);
    firstEmail = await forward(sellerA, 'first');
    expect(firstEmail.extractionStatus).toBe('needs_review');
    const before = await pendingTickets(local.target, sellerA.user.id, sellerA.cookie);
    expect(before.map((listing) => listing.underReview)).toEqual([true, true]);

    const oldest = await call<{ ticket: AdminTicketReply & { listing: { id: string; status: string } } }>(
      local.target,
      'GET',
      '/api/tickets/needs-review',
      { cookie: adminCookie },
    );
    const ticket = oldest.body.ticket;
    expect(ticket).toMatchObject({ emailId: firstEmail.id, needsReview: true, customerId: sellerA.user.id });
    expect(ticket.listing).toEqual({ id: ticket.id, status: 'pending', customerId: sellerA.user.id });

    const reply = await call<{ message: string; ticket: AdminTicketReply }>(
      local.target,
      'PATCH',
      `/api/tickets/${encodeURIComponent(ticket.id)}`,
      {
        cookie: adminCookie,
        body: {
          eventName: 'The Paper Moons (corrected)',
          eventDate: '2026-12-21T20:30:00-07:00',
          venue: 'Corrected Arena',
          row: 'M',
          seats: '5, 6',
          quantity: 2,
          manuallyVerified: true,
          needsReview: false,
        },
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('The ticket information has been updated successfully');
    expect(reply.body.ticket).toMatchObject({
      id: ticket.id,
      eventName: 'The Paper Moons (corrected)',
      venue: 'Corrected Arena',
      row: 'M',
      seats: '5, 6',
      manuallyVerified: true,
      needsReview: false,
    });

    const after = await pendingTickets(local.target, sellerA.user.id, sellerA.cookie);
    expect(after.find((listing) => listing.id === ticket.id)).toMatchObject({
      eventName: 'The Paper Moons (corrected)',
      venue: 'Corrected Arena',
      row: 'M',
      seats: '5,6',
      quantity: 2,
      underReview: false,
    });
    expect(after.find((listing) => listing.id !== ticket.id)?.underReview).toBe(true);

    const [entry] = await auditOf(local.target, 'ticket', ticket.id);
    expect(entry).toMatchObject({
      action: 'ticket.corrected',
      changes: {
        eventName: { from: ticket.eventName, to: 'The Paper Moons (corrected)' },
        row: { to: 'M' },
        needsReview: { from: true, to: false },
        manuallyVerified: { from: false, to: true },
      },
    });
    // The correction is a training example now (verified tickets, lambdas/core/ml/verified-tickets.ts).
    const stats = await call<{ trainingSamples: number }>(local.target, 'GET', '/api/ml/stats', {
      cookie: adminCookie,
    });
    expect(stats.body.trainingSamples).toBe(1);
    await saveExtractionSettings(local.target, adminCookie, { confidenceThreshold: 70 });
  });
});

describe('duplicate tickets (admin, local target)', () => {
  it('flags the same seats forwarded by two sellers as a double sale and removes the chosen duplicate', async () => {
    sellerB = await verifiedSeller(local.target);
    const secondEmail = await forward(sellerB, 'second seller');
    expect(['success', 'needs_review']).toContain(secondEmail.extractionStatus);

    const report = await duplicates();
    expect(report.count).toBe(1);
    expect(report.doubleSales).toBe(1);
    const [group] = report.duplicates;
    expect(group!.map((ticket) => ticket.emailId)).toEqual([firstEmail.id, secondEmail.id]);
    expect(group!.map((ticket) => ticket.customerId)).toEqual([sellerA.user.id, sellerB.user.id]);
    expect(group![1]!.possibleDuplicateOf).toBe(group![0]!.id);

    const duplicate = group![1]!;
    const reply = await call<{ message: string; removed: number }>(
      local.target,
      'POST',
      '/api/tickets/remove-duplicates',
      {
        cookie: adminCookie,
        body: { ticketIds: [duplicate.id] },
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Successfully removed 1 duplicate ticket(s)',
      removed: 1,
    });
    expect((await duplicates()).count).toBe(0);
    const left = await pendingTickets(local.target, sellerB.user.id, sellerB.cookie);
    expect(left.map((listing) => listing.id)).not.toContain(duplicate.id);
    expect(left).toHaveLength(1);
    const [entry] = await auditOf(local.target, 'ticket', duplicate.id);
    expect(entry).toMatchObject({ action: 'ticket.duplicate_removed' });
  });

  it('removes every duplicate but the first of each group, keeping a ticket whose listing is already listed', async () => {
    const show = { eventName: 'Harbor Lights', eventDate: daysFromNow(20), section: '12', row: 'F' };
    const kept = await seedTickets(local.target, [{ ...show, seats: '7,8', customerId: 'customer-x' }]);
    const removed = await seedTickets(local.target, [{ ...show, seats: '8,9', customerId: 'customer-y' }]);
    const listed = await seedTickets(local.target, [{ ...show, seats: '9,10', customerId: 'customer-z' }]);
    const unrelated = await seedTickets(local.target, [
      { ...show, row: 'G', seats: '7,8', customerId: 'customer-y' },
    ]);
    const listedId = listed.ticketIds[0]!;
    const { data, close } = tableOf(local.target);
    try {
      await data.listings
        .create({
          listingId: listedId,
          ticketId: listedId,
          customerId: 'customer-z',
          eventName: show.eventName,
          status: 'listed',
        })
        .go();
    } finally {
      close();
    }

    const report = await duplicates();
    expect(report).toMatchObject({ count: 1, doubleSales: 1 });
    expect(report.duplicates[0]!.map((ticket) => ticket.id)).toEqual([
      kept.ticketIds[0],
      removed.ticketIds[0],
      listedId,
    ]);

    const reply = await call<{ message: string; removed: number }>(
      local.target,
      'POST',
      '/api/tickets/remove-duplicates',
      {
        cookie: adminCookie,
        body: {},
      },
    );
    expect(reply.body).toEqual({
      success: true,
      message:
        "Successfully removed 1 duplicate ticket(s). 1 ticket(s) were kept because the customer's listing is already listed.",
      removed: 1,
    });
    const detail = (id: string) =>
      call(local.target, 'GET', `/api/tickets/${encodeURIComponent(id)}/details`, { cookie: adminCookie });
    expect((await detail(removed.ticketIds[0]!)).status).toBe(404);
    expect((await detail(listedId)).status).toBe(200);
    expect((await detail(kept.ticketIds[0]!)).status).toBe(200);
    expect((await detail(unrelated.ticketIds[0]!)).status).toBe(200);
    expect((await duplicates()).count).toBe(0);
  });

  it('refuses a body that is not a list of ticket ids', async () => {
    const reply = await call(local.target, 'POST', '/api/tickets/remove-duplicates', {
      cookie: adminCookie,
      body: { ticketIds: 'all' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, message: expect.stringMatching(/ticketIds/) });
  });
});
