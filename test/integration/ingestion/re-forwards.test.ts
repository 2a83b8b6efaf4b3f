import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CorpusEmail } from '../../fixtures/corpus.ts';
import { call, tableOf } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { eventually, sendMail } from '../support/mail.ts';
import {
  corpusEmail,
  firstAdmin,
  forwardMessage,
  pendingTickets,
  settledEmails,
  verifiedSeller,
  type EmailItem,
} from './ingestion-client.ts';

const local = useLocalTarget();
// Two tickets (sections 114 and 221) of one order: each found by its row (the fingerprint index).
const twoTickets = corpusEmail('arenapass-conf-05');
// General admission, one ticket with no section or row: found by its order number only.
const generalAdmission = corpusEmail('eventique-conf-05');
const listed = ['success', 'needs_review'];
let adminCookie = '';

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
});

type Seller = Awaited<ReturnType<typeof verifiedSeller>>;

const subjectOf = (original: CorpusEmail, label: string) =>
  `Fwd: ${original.label.original.subject} [${label} ${randomUUID().slice(0, 8)}]`;

/** Sends one forward of `original` as the seller, under a new Message-ID. */
const sendCopy = (seller: Seller, original: CorpusEmail, subject: string) =>
  sendMail(
    local.target.ports.smtp,
    forwardMessage(original, {
      from: seller.email,
      to: seller.transferEmail,
      subject,
      messageId: `<${randomUUID()}@mail.example.com>`,
    }),
  );

/** Forwards `original` as the seller (a new Message-ID and wrapper each time) and waits for its final state. */
async function forward(seller: Seller, original: CorpusEmail, label: string): Promise<EmailItem> {
  const subject = subjectOf(original, label);
  await sendCopy(seller, original, subject);
  const [email] = await settledEmails(local.target, adminCookie, subject);
  return email!;
}

async function storedTickets(emailId: string) {
  const { data, close } = tableOf(local.target);
  try {
    const { data: tickets } = await data.tickets.query.byEmail({ emailId }).go({ pages: 'all' });
    const { data: email } = await data.emails.get({ emailId }).go();
    return { tickets, email };
  } finally {
    close();
  }
}

describe('a seller forwarding the same order again (integration, local target)', () => {
  it('records the re-forward as a duplicate of the first e-mail and lists nothing again; a re-run of the first stays listed', async () => {
    const seller = await verifiedSeller(local.target);
    const first = await forward(seller, twoTickets, 'first');
    expect(listed).toContain(first.extractionStatus);
    expect(first.ticketCount).toBe(2);

    const again = await forward(seller, twoTickets, 'again');
    expect(again).toMatchObject({
      extractionStatus: 'duplicate',
      duplicateOf: first.id,
      processed: true,
      ticketCount: 0,
      customerId: seller.user.id,
    });
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(2);
    const { tickets, email } = await storedTickets(again.id);
    expect(tickets).toEqual([]);
    expect(email?.alreadyHeldTicketIds).toHaveLength(2);

    // Reprocessing the first e-mail finds only its own tickets: not a duplicate of itself or of the repeat.
    const reprocess = await call(local.target, 'POST', `/api/emails/${first.id}/reprocess`, {
      cookie: adminCookie,
    });
    expect(reprocess.status).toBe(202);
    const rerun = await eventually(async () => {
      const { email } = await storedTickets(first.id);
      return email?.outcomeRun === 1 ? email : undefined;
    });
    expect(listed).toContain(rerun.extractionStatus);
    expect(rerun).toMatchObject({ ticketCount: 2 });
    expect(rerun.duplicateOf).toBeUndefined();
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(2);
  });

  it('lists an order forwarded twice at the same moment once', async () => {
    const seller = await verifiedSeller(local.target);
    const subject = subjectOf(twoTickets, 'together');
    await Promise.all([sendCopy(seller, twoTickets, subject), sendCopy(seller, twoTickets, subject)]);
    const emails = await settledEmails(local.target, adminCookie, subject, 2);

    const pending = await pendingTickets(local.target, seller.user.id, seller.cookie);
    expect(pending.map((ticket) => ticket.section).sort()).toEqual(['114', '221']);
    expect(emails.reduce((sum, email) => sum + email.ticketCount, 0)).toBe(2);
    const held = await Promise.all(emails.map(async (email) => (await storedTickets(email.id)).email));
    expect(held.flatMap((email) => email?.alreadyHeldTicketIds ?? [])).toHaveLength(2);
  });

  it('lists only the tickets the seller does not hold any more (one of the two was cancelled)', async () => {
    const seller = await verifiedSeller(local.target);
    const first = await forward(seller, twoTickets, 'partial-first');
    expect(first.ticketCount).toBe(2);
    const { data, close } = tableOf(local.target);
    try {
      // As a cancelled transfer leaves it: the ticket is cancelled, so the seller no longer holds it.
      await data.tickets.patch({ emailId: first.id, ticketIndex: 1 }).set({ cancelled: true }).go();
    } finally {
      close();
    }

    const again = await forward(seller, twoTickets, 'partial-again');
    expect(listed).toContain(again.extractionStatus);
    expect(again).toMatchObject({ ticketCount: 1, duplicateOf: null });
    const { tickets, email } = await storedTickets(again.id);
    expect(tickets.map((ticket) => ticket.ticketIndex)).toEqual([1]);
    expect(tickets[0]?.section).toBe('221');
    expect(email?.alreadyHeldTicketIds).toEqual([`${first.id}~0`]);
    const pending = await pendingTickets(local.target, seller.user.id, seller.cookie);
    expect(pending.map((ticket) => ticket.id)).toContain(`${again.id}~1`);
    expect(pending.map((ticket) => ticket.id)).not.toContain(`${again.id}~0`);
  });

  it('finds a general-admission ticket again by its order number', async () => {
    const seller = await verifiedSeller(local.target);
    const first = await forward(seller, generalAdmission, 'ga-first');
    expect(first.ticketCount).toBe(1);

    const again = await forward(seller, generalAdmission, 'ga-again');
    expect(again).toMatchObject({ extractionStatus: 'duplicate', duplicateOf: first.id, ticketCount: 0 });
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(1);
  });

  it('lists the same tickets for another seller and flags them as a possible double sale (DESIGN §6.20)', async () => {
    const seller = await verifiedSeller(local.target);
    const other = await verifiedSeller(local.target);
    await forward(seller, twoTickets, 'seller');
    const second = await forward(other, twoTickets, 'other seller');
    expect(listed).toContain(second.extractionStatus);
    expect(second).toMatchObject({ ticketCount: 2, duplicateOf: null });
    expect(await pendingTickets(local.target, other.user.id, other.cookie)).toHaveLength(2);
    const { tickets } = await storedTickets(second.id);
    // The earliest copy of each seat held by someone else (this file's sellers forward the same order).
    for (const ticket of tickets) {
      expect(ticket.possibleDuplicateOf).toMatch(/~[01]$/);
      expect(ticket.possibleDuplicateOf?.startsWith(second.id)).toBe(false);
    }
  });
});
