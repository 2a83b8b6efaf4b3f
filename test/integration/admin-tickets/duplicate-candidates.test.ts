import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tableOf } from '../accounts/account-client.ts';
import {
  corpusEmail,
  firstAdmin,
  forwardMessage,
  settledEmails,
  verifiedSeller,
  type EmailItem,
} from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { sendMail } from '../support/mail.ts';
import { daysFromNow, seedTickets, type AdminTicketReply } from './tickets-client.ts';

// The duplicates dialog reads only the tickets marked as duplicate candidates (lambdas/core/admin-tickets/README.md).
const local = useLocalTarget();
const order = corpusEmail('northpass-conf-01');
let adminCookie = '';

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
});

interface DuplicatesReply {
  duplicates: AdminTicketReply[][];
  count: number;
  doubleSales: number;
}

const duplicates = async () =>
  (await call<DuplicatesReply>(local.target, 'GET', '/api/tickets/duplicates', { cookie: adminCookie })).body;

const groupIds = async () => (await duplicates()).duplicates.map((group) => group.map((ticket) => ticket.id));

async function readCandidates() {
  const { data, close } = tableOf(local.target);
  try {
    const { data: candidates } = await data.tickets.query.duplicateCandidates({}).go({ pages: 'all' });
    return candidates;
  } finally {
    close();
  }
}

const storedCandidates = async () => (await readCandidates()).map((candidate) => candidate.ticketId).sort();

const candidateEmailIds = async () =>
  (await readCandidates()).map((candidate) => candidate.emailHeaders?.emailId ?? 'none').sort();

async function forward(seller: Awaited<ReturnType<typeof verifiedSeller>>): Promise<EmailItem> {
  const subject = `Fwd: ${order.label.original.subject} [${randomUUID().slice(0, 8)}]`;
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

describe('duplicate candidates (admin, local target)', () => {
  it('shows a group once two sellers forward the same order, from the candidates the pipeline wrote', async () => {
    const first = await forward(await verifiedSeller(local.target));
    expect(await storedCandidates()).toEqual([]);
    const second = await forward(await verifiedSeller(local.target));

    const report = await duplicates();
    // The order holds two tickets (sections 120 and 205): each is sold twice.
    expect(report).toMatchObject({ count: 2, doubleSales: 2 });
    expect(report.duplicates.map((group) => group.map((ticket) => ticket.emailId))).toEqual([
      [first.id, second.id],
      [first.id, second.id],
    ]);
    expect(await storedCandidates()).toHaveLength(4);
    // The headers shown come from the candidates: they carry their e-mail's, read when marked.
    const [kept, copy] = report.duplicates[0]!;
    expect(kept).toMatchObject({ subject: first.subject, senderEmail: first.senderEmail });
    expect(copy).toMatchObject({ subject: second.subject, senderEmail: second.senderEmail });
    expect(await candidateEmailIds()).toEqual([first.id, first.id, second.id, second.id].sort());

    await call(local.target, 'DELETE', '/api/tickets', { cookie: adminCookie });
    expect(await storedCandidates()).toEqual([]);
    expect((await duplicates()).count).toBe(0);
  });

  it('shows a ticket corrected into the seats of another, and drops the group once one is removed', async () => {
    const show = { eventName: 'Velvet Harbor', eventDate: daysFromNow(30), section: '4', row: 'K' };
    const kept = await seedTickets(local.target, [{ ...show, seats: '1,2', customerId: 'customer-a' }]);
    const other = await seedTickets(local.target, [
      { ...show, row: 'L', seats: '1,2', customerId: 'customer-b' },
    ]);
    expect(await groupIds()).toEqual([]);

    const corrected = await call(
      local.target,
      'PATCH',
      `/api/tickets/${encodeURIComponent(other.ticketIds[0]!)}`,
      { cookie: adminCookie, body: { row: 'K', seats: '2, 3' } },
    );
    expect(corrected.status).toBe(200);
    expect(await groupIds()).toEqual([[kept.ticketIds[0], other.ticketIds[0]]]);

    const removal = await call<{ message: string }>(local.target, 'POST', '/api/tickets/remove-duplicates', {
      cookie: adminCookie,
      body: {},
    });
    expect(removal.body.message).toBe('Successfully removed 1 duplicate ticket(s)');
    expect(await groupIds()).toEqual([]);
    // The kept ticket's candidate went with its group (read once more: it is dropped lazily).
    expect(await storedCandidates()).toEqual([]);
  });

  it('drops a group whose ticket is corrected away from the shared seats', async () => {
    const show = { eventName: 'Copper Lanterns', eventDate: daysFromNow(12), section: '9', row: 'B' };
    const first = await seedTickets(local.target, [{ ...show, seats: '5,6', customerId: 'customer-c' }]);
    const second = await seedTickets(local.target, [{ ...show, seats: '6', customerId: 'customer-d' }]);
    expect(await groupIds()).toEqual([[first.ticketIds[0], second.ticketIds[0]]]);

    await call(local.target, 'PATCH', `/api/tickets/${encodeURIComponent(second.ticketIds[0]!)}`, {
      cookie: adminCookie,
      body: { seats: '7' },
    });
    expect(await groupIds()).toEqual([]);
    expect(await storedCandidates()).toEqual([]);
  });
});
