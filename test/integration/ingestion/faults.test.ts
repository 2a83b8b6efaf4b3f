import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TaskFaults, type TaskFault } from '../../../lib/local/task-faults.ts';
import { call, tableOf } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { deliverMail, eventually } from '../support/mail.ts';
import { rawMailBucket } from '../support/raw-mail.ts';
import {
  comparableName,
  corpusEmail,
  firstAdmin,
  forwardMessage,
  pendingTickets,
  verifiedSeller,
  type EmailItem,
} from './ingestion-client.ts';

const faults = new TaskFaults();
const local = useLocalTarget({ taskFaults: faults });
const vendorEmail = corpusEmail('eventique-conf-05');
const goldEventName = vendorEmail.label.tickets[0]?.eventName;
const ticketStatuses = ['success', 'needs_review'];
let adminCookie = '';
let raw: ReturnType<typeof rawMailBucket>;

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
  raw = rawMailBucket(local.target);
});
afterAll(() => raw?.close());
afterEach(() => faults.clear());

interface HistoryItem {
  id: string;
  extractionStatus: string;
  extractionError: string | null;
}

async function emailById(id: string): Promise<EmailItem | undefined> {
  const reply = await call<{ items: EmailItem[] }>(local.target, 'GET', '/api/emails?filter=all&limit=100', {
    cookie: adminCookie,
  });
  return reply.body.items.find((item) => item.id === id);
}

async function historyOf(id: string): Promise<HistoryItem | undefined> {
  const reply = await call<{ items: HistoryItem[] }>(
    local.target,
    'GET',
    '/api/processing-history?page=1&pageSize=100',
    { cookie: adminCookie },
  );
  return reply.body.items.find((item) => item.id === id);
}

// The Email's status is written before its history row: wait for the row of the same outcome.
const historyIn = (id: string, status: string) =>
  eventually(async () => {
    const history = await historyOf(id);
    return history?.extractionStatus === status ? history : undefined;
  }, 20_000);

const endsIn = (id: string, statuses: readonly string[]) =>
  eventually(async () => {
    const email = await emailById(id);
    return email && statuses.includes(email.extractionStatus) ? email : undefined;
  }, 20_000);

async function forwardTickets() {
  const seller = await verifiedSeller(local.target);
  const subject = `Fwd: ${vendorEmail.label.original.subject} [${randomUUID().slice(0, 8)}]`;
  const id = await deliverMail(
    local.target.ports.smtp,
    forwardMessage(vendorEmail, { from: seller.email, to: seller.transferEmail, subject }),
  );
  return { seller, subject, id };
}

const faultCases: { step: string; label: string; fault: TaskFault; error: RegExp }[] = [
  'ProcessEmail',
  'NotifyCustomer',
].flatMap((step) => [
  {
    step,
    label: 'throws',
    fault: { kind: 'throw', message: `disk on fire in ${step}` },
    error: new RegExp(`disk on fire in ${step}`),
  },
  { step, label: 'times out', fault: { kind: 'timeout', timeoutSeconds: 1 }, error: /States\.Timeout/ },
]);

describe('pipeline faults on the local target (integration): nothing is lost', () => {
  it.each(faultCases)(
    'when $step $label, the e-mail ends failed with its error, keeps its raw message and reprocesses to a pending ticket',
    async ({ step, fault, error }) => {
      faults.inject(step, fault);
      const { seller, subject, id } = await forwardTickets();

      const failed = await endsIn(id, ['failed']);
      expect(failed).toMatchObject({ processed: false, recipientEmail: seller.transferEmail });
      expect(failed.error).toMatch(error);
      const history = await historyIn(id, 'failed');
      expect(history.extractionError).toMatch(error);
      expect(await raw.read(`inbound/${id}`)).toContain(subject);

      faults.clear(step);
      const reprocess = await call(local.target, 'POST', `/api/emails/${id}/reprocess`, {
        cookie: adminCookie,
      });
      expect(reprocess.status).toBe(202);

      const done = await endsIn(id, ticketStatuses);
      expect(done).toMatchObject({ subject, customerId: seller.user.id, error: null, ticketCount: 1 });
      expect(await historyIn(id, done.extractionStatus)).toMatchObject({ extractionError: null });
      const tickets = await pendingTickets(local.target, seller.user.id, seller.cookie);
      expect(tickets.map((ticket) => comparableName(ticket.eventName))).toEqual([
        comparableName(goldEventName),
      ]);
      // The notification is keyed by the e-mail: a failed first run and a re-run leave one.
      const { data, close } = tableOf(local.target);
      try {
        const notifications = await eventually(async () => {
          const { data: items } = await data.notifications.query
            .notificationsByCustomer({ customerId: seller.user.id })
            .go();
          return items.length > 0 ? items : undefined;
        });
        expect(notifications.map((item) => item.title)).toEqual(['Ticket Received']);
      } finally {
        close();
      }
    },
  );

  it('retries a transient Lambda fault and ends in success without a failure on record', async () => {
    faults.inject('ProcessEmail', { kind: 'throw', errorName: 'Lambda.ServiceException', times: 1 });
    const { seller, id } = await forwardTickets();

    const done = await endsIn(id, [...ticketStatuses, 'failed']);
    expect(ticketStatuses).toContain(done.extractionStatus);
    expect(done.error).toBeNull();
    expect(await historyIn(id, done.extractionStatus)).toMatchObject({ extractionError: null });
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(1);
  });

  it('does not retry an ordinary error: one attempt, then failed', async () => {
    faults.inject('ProcessEmail', { kind: 'throw', message: 'bad input', times: 1 });
    const { id } = await forwardTickets();

    const failed = await endsIn(id, ['failed']);
    expect(failed.error).toBe('Error: bad input');
  });
});
