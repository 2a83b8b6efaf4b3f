import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../../lambdas/api/route-table.ts';
import { writeSettings } from '../../../lambdas/core/db/settings-store.ts';
import { call, registerCustomer, tableOf } from '../accounts/account-client.ts';
import { firstAdmin, pendingTickets, settledEmails, verifiedSeller } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { configureGmailFor, startFakeGmail, type FakeGmail } from './fake-gmail.ts';
import { connectGmail, deliverForward, gmailRequests, syncGmail } from './gmail-client.ts';

let fake: FakeGmail;
beforeAll(async () => {
  fake = await startFakeGmail();
  configureGmailFor(fake);
});
afterAll(async () => fake?.close());

// Registered after the fake's hook, so the local target starts with the Gmail configuration in place.
const local = useLocalTarget();
let adminCookie = '';
let seller: Awaited<ReturnType<typeof verifiedSeller>>;

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
  seller = await verifiedSeller(local.target);
});

const subjectOf = (label: string) => `Fwd: Your tickets [${label} ${randomUUID().slice(0, 8)}]`;

describe('Gmail connection and sync (integration, local target, fake Gmail over HTTP)', () => {
  it('refuses every Gmail route to a customer with 403', async () => {
    const customer = await registerCustomer(local.target);
    const gmailRoutes = routeTable.filter((route) => route.area === 'gmail');

    expect(gmailRoutes).toHaveLength(5);
    for (const route of gmailRoutes) {
      const reply = await call(local.target, route.method, route.path, {
        cookie: customer.cookie,
        body: route.method === 'POST' ? { code: fake.validCode } : undefined,
      });
      expect(reply.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('answers the Google consent URL for offline, read-only access with the configured client', async () => {
    const reply = await call<{ success: boolean; authUrl: string }>(
      local.target,
      'GET',
      '/api/gmail/auth-url',
      {
        cookie: adminCookie,
      },
    );

    expect(reply.status).toBe(200);
    const url = new URL(reply.body.authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/auth`);
    expect(url.searchParams.get('client_id')).toBe(process.env.GMAIL_CLIENT_ID);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('redirect_uri')).toBe(`${local.target.urls.web}/admin/gmail/callback`);
    expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/gmail.readonly');
  });

  it('reports no connection before one is made, and refuses a sync then', async () => {
    const status = await call(local.target, 'GET', '/api/gmail/auth-status', { cookie: adminCookie });
    const sync = await syncGmail(local.target, adminCookie);

    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ success: false, user: null });
    expect(sync.status).toBe(409);
    expect(sync.body.message).toBe('No Gmail account is connected. Connect Gmail first.');
  });

  it('refuses a code Google does not accept with a clear 400, and connects nothing', async () => {
    const reply = await call(local.target, 'POST', '/api/gmail/auth-complete', {
      cookie: adminCookie,
      body: { code: 'not-a-real-code' },
    });
    const missing = await call(local.target, 'POST', '/api/gmail/auth-complete', {
      cookie: adminCookie,
      body: {},
    });

    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^Google did not accept this authorization code/);
    expect(missing.status).toBe(400);
    const status = await call(local.target, 'GET', '/api/gmail/auth-status', { cookie: adminCookie });
    expect(status.body.success).toBe(false);
  });

  it('connects the mailbox and stores the refresh token encrypted, never in plain text', async () => {
    const connected = await connectGmail(local.target, fake, adminCookie);

    expect(connected).toMatchObject({ success: true, user: { email: fake.mailbox } });
    const status = await call(local.target, 'GET', '/api/gmail/auth-status', { cookie: adminCookie });
    expect(status.body).toMatchObject({ success: true, user: { email: fake.mailbox } });
    const { data, close } = tableOf(local.target);
    try {
      const { data: raw } = await data.gmailConnections
        .get({ connectionId: 'primary' })
        .go({ data: 'raw', consistent: true });
      const stored = JSON.stringify(raw);
      expect(stored).toContain(fake.mailbox);
      expect(stored).not.toContain(fake.refreshToken);
      expect(stored).not.toContain(fake.refreshToken.slice(3));
      expect(stored).toMatch(/"refreshTokenEncrypted":"v1\.[\w-]+\.[\w-]+\.[\w-]+"/);
    } finally {
      close();
    }
  });

  it('takes a forwarded ticket e-mail from the mailbox into the pipeline: a pending ticket for the seller', async () => {
    const subject = subjectOf('first');
    const message = await deliverForward(fake, {
      corpusId: 'eventique-conf-05',
      from: seller.email,
      to: seller.transferEmail,
      subject,
    });

    const reply = await syncGmail(local.target, adminCookie);

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, count: 1, processedCount: 1, ticketsCreated: 1 });
    const [list] = gmailRequests(fake, '/messages');
    expect(list?.query.q).toBe('{ticket confirmation purchase event} -in:sent -in:drafts');
    const [email] = await settledEmails(local.target, adminCookie, subject);
    expect(email).toMatchObject({
      id: `gmail-${message.id}`,
      source: 'gmail',
      senderEmail: seller.email,
      customerId: seller.user.id,
      processed: true,
      ticketCount: 1,
    });
    const tickets = await pendingTickets(local.target, seller.user.id, seller.cookie);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ status: 'pending' });
  });

  it('syncs incrementally from the stored history id: only new ticket mail, nothing twice', async () => {
    const historyBefore = gmailRequests(fake, '/history').length;
    const subject = subjectOf('second');
    await deliverForward(fake, {
      corpusId: 'arenapass-conf-01',
      from: seller.email,
      to: seller.transferEmail,
      subject,
    });
    fake.deliver({
      raw: Buffer.from('Subject: Lunch on Friday?\r\n\r\nSee you there.\r\n'),
      subject: 'Lunch on Friday?',
    });

    const reply = await syncGmail(local.target, adminCookie);
    const again = await syncGmail(local.target, adminCookie);

    expect(reply.body).toMatchObject({ count: 1, processedCount: 1, ticketsCreated: 1 });
    expect(again.body).toMatchObject({ count: 0, processedCount: 0, ticketsCreated: 0 });
    const history = gmailRequests(fake, '/history').slice(historyBefore);
    expect(history.length).toBe(2);
    expect(Number(history[1]!.query.startHistoryId)).toBe(fake.currentHistoryId());
    expect(gmailRequests(fake, '/messages')).toHaveLength(1);
    await settledEmails(local.target, adminCookie, subject);
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(2);
    const status = await call(local.target, 'GET', '/api/gmail/auth-status', { cookie: adminCookie });
    expect(status.body).toMatchObject({ processedCount: 2, lastSyncError: null });
    expect(Date.parse(String(status.body.lastSync))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('skips a message deleted from the mailbox before the sync could read it', async () => {
    const message = await deliverForward(fake, {
      corpusId: 'eventique-conf-05',
      from: seller.email,
      to: seller.transferEmail,
      subject: subjectOf('deleted'),
    });
    fake.remove(message.id);

    const reply = await syncGmail(local.target, adminCookie);

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ count: 0, processedCount: 0, ticketsCreated: 0 });
    const status = await call(local.target, 'GET', '/api/gmail/auth-status', { cookie: adminCookie });
    expect(status.body).toMatchObject({ processedCount: 2, lastSyncError: null });
  });

  it('falls back to the keyword query when Gmail has forgotten the history id, without taking mail twice', async () => {
    const { data, close } = tableOf(local.target);
    try {
      await writeSettings('extraction', { keywords: 'order confirmed, tickets' }, { data });
    } finally {
      close();
    }
    fake.expireHistoryBefore(fake.currentHistoryId() + 1);

    const reply = await syncGmail(local.target, adminCookie);

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ count: 0, processedCount: 0, ticketsCreated: 0 });
    const lists = gmailRequests(fake, '/messages');
    expect(lists).toHaveLength(2);
    expect(lists[1]!.query.q).toBe('{"order confirmed" tickets} -in:sent -in:drafts');
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(2);
  });

  it("quarantines mail in the seller's name that failed Gmail's checks, and lists nothing", async () => {
    const subject = subjectOf('spoofed');
    await deliverForward(fake, {
      corpusId: 'eventique-conf-05',
      from: seller.email,
      to: seller.transferEmail,
      subject,
      authenticationResults:
        'mx.google.com; spf=fail (google.com: domain of seller does not designate 198.51.100.7 as permitted sender) smtp.mailfrom=attacker.example; dmarc=fail (p=REJECT) header.from=example.com',
    });
    const before = await pendingTickets(local.target, seller.user.id, seller.cookie);

    const reply = await syncGmail(local.target, adminCookie);

    expect(reply.status).toBe(200);
    const [email] = await settledEmails(local.target, adminCookie, subject);
    expect(email).toMatchObject({ source: 'gmail', extractionStatus: 'quarantined', ticketCount: 0 });
    expect(email!.quarantineReason).toBe('The sender failed DMARC (DMARC verdict FAIL).');
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(before.length);
  });

  it('disconnects: the status says not connected and the grant is revoked at Google', async () => {
    const reply = await call(local.target, 'POST', '/api/gmail/disconnect', {
      cookie: adminCookie,
      body: {},
    });

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Gmail disconnected' });
    const status = await call(local.target, 'GET', '/api/gmail/auth-status', { cookie: adminCookie });
    expect(status.body).toMatchObject({ success: false, user: null });
    expect(fake.revokedTokens).toEqual([fake.refreshToken]);
    expect((await syncGmail(local.target, adminCookie)).status).toBe(409);
  });

  it('reports a revoked grant as a 400 that asks to connect again, and records it on the connection', async () => {
    await connectGmail(local.target, fake, adminCookie);
    // The grant connected above was revoked at Google by the disconnect before.
    const reply = await syncGmail(local.target, adminCookie);

    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^Google no longer accepts the stored Gmail authorization/);
    const status = await call(local.target, 'GET', '/api/gmail/auth-status', { cookie: adminCookie });
    expect(status.body.lastSyncError).toBe(reply.body.message);
  });
});
