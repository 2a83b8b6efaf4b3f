import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/account-client.ts';
import {
  corpusEmail,
  firstAdmin,
  forwardMessage,
  pendingTickets,
  settledEmails,
  verifiedSeller,
  type EmailItem,
} from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { eventually, sendMail } from '../support/mail.ts';
import { auditOf } from './tickets-client.ts';

const local = useLocalTarget();
const order = corpusEmail('northpass-conf-01');
let adminCookie = '';
let seller: Awaited<ReturnType<typeof verifiedSeller>>;

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
  seller = await verifiedSeller(local.target);
});

async function forward(messageId: string, label: string): Promise<EmailItem> {
  const subject = `Fwd: ${order.label.original.subject} [${label}]`;
  await sendMail(
    local.target.ports.smtp,
    forwardMessage(order, { from: seller.email, to: seller.transferEmail, subject, messageId }),
  );
  const [email] = await settledEmails(local.target, adminCookie, subject);
  return email!;
}

const get = async <T>(path: string) =>
  (await call<T>(local.target, 'GET', path, { cookie: adminCookie })).body;

interface Stats {
  totalEmails: number;
  ticketsExtracted: number;
}
interface IntegrationStatus {
  database: { entriesCount: number; emails: number; tickets: number; storageUsed: number };
}

describe('clearing data (admin, local target)', () => {
  const messageId = `<${randomUUID()}@mail.example.com>`;
  let email: EmailItem;

  it('clears the tickets and their pending listings but keeps the e-mails', async () => {
    email = await forward(messageId, 'first');
    expect(email.ticketCount).toBe(2);
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(2);

    const reply = await call(local.target, 'DELETE', '/api/tickets', { cookie: adminCookie });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Tickets cleared', removed: 2 });

    expect(await get<Stats>('/api/stats')).toMatchObject({ totalEmails: 1, ticketsExtracted: 0 });
    expect((await get<{ items: unknown[] }>('/api/tickets')).items).toEqual([]);
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toEqual([]);
    const kept = await call<{ email: { id: string } }>(local.target, 'GET', `/api/emails/${email.id}`, {
      cookie: adminCookie,
    });
    expect(kept.body.email.id).toBe(email.id);
    const [entry] = await auditOf(local.target, 'data', 'tickets');
    expect(entry).toMatchObject({
      action: 'data.tickets_cleared',
      summary: 'Cleared 2 ticket(s); e-mails kept',
    });
  });

  it('reprocesses a kept e-mail into tickets again (audited)', async () => {
    const reply = await call(local.target, 'POST', `/api/emails/${email.id}/reprocess`, {
      cookie: adminCookie,
    });
    expect(reply.status).toBe(202);
    await eventually(async () => {
      const stats = await get<Stats>('/api/stats');
      return stats.ticketsExtracted === 2 ? stats : undefined;
    }, 20_000);
    const [entry] = await auditOf(local.target, 'email', email.id);
    expect(entry).toMatchObject({ action: 'email.reprocessed' });
  });

  it('clears all data: e-mails, tickets, history and ML performance, with the figures following', async () => {
    const before = await get<IntegrationStatus>('/api/integrations/status');
    expect(before.database.storageUsed).toBeGreaterThan(0);

    const reply = await call(local.target, 'DELETE', '/api/data', { cookie: adminCookie });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'All data cleared' });

    expect(await get<Stats>('/api/stats')).toMatchObject({ totalEmails: 0, ticketsExtracted: 0 });
    expect((await get<IntegrationStatus>('/api/integrations/status')).database).toMatchObject({
      entriesCount: 0,
      emails: 0,
      tickets: 0,
      storageUsed: 0,
    });
    expect(await get('/api/processing-history?page=1&pageSize=10')).toMatchObject({ items: [], total: 0 });
    expect(await get('/api/ml/performance')).toMatchObject({ processedEmails: 0, successfulExtractions: 0 });
    expect((await call(local.target, 'GET', `/api/emails/${email.id}`, { cookie: adminCookie })).status).toBe(
      404,
    );
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toEqual([]);
    const [entry] = await auditOf(local.target, 'data', 'all');
    expect(entry).toMatchObject({ action: 'data.all_cleared' });

    // The Message-ID went with its e-mail: the same message forwarded again is a new e-mail, not a duplicate.
    const again = await forward(messageId, 'again');
    expect(again.extractionStatus).not.toBe('duplicate');
    expect(again.ticketCount).toBe(2);
  });
});

describe('audit entries of the existing admin changes (local target)', () => {
  it('records ML field changes and the Gmail disconnect', async () => {
    const created = await call<{ id: string }>(local.target, 'POST', '/api/ml/fields', {
      cookie: adminCookie,
      body: { fieldName: 'gateNumber', displayName: 'Gate Number' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await call(local.target, 'PATCH', `/api/ml/fields/${id}`, {
      cookie: adminCookie,
      body: { displayName: 'Gate' },
    });
    await call(local.target, 'DELETE', `/api/ml/fields/${id}`, { cookie: adminCookie });
    const entries = await auditOf(local.target, 'mlField', id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'mlField.deleted',
      'mlField.updated',
      'mlField.created',
    ]);
    expect(entries[1]!.changes).toEqual({ displayName: { from: 'Gate Number', to: 'Gate' } });
    expect(entries[2]!.changes).toMatchObject({ fieldName: { from: null, to: 'gateNumber' } });

    expect((await call(local.target, 'POST', '/api/gmail/disconnect', { cookie: adminCookie })).status).toBe(
      200,
    );
    const [disconnect] = await auditOf(local.target, 'settings', 'gmail');
    expect(disconnect).toMatchObject({ action: 'settings.gmail.disconnected' });
  });
});
