import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/account-client.ts';
import { firstAdmin } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import {
  auditOf,
  daysFromNow,
  download,
  listTickets,
  seedTickets,
  type AdminTicketReply,
} from './tickets-client.ts';

const local = useLocalTarget();
let adminCookie = '';
let emailId = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
  const names = ['Alpha, the "Reunion" Tour', 'Bravo', 'Charlie', 'Delta', 'Echo'];
  const seeded = await seedTickets(
    local.target,
    [
      {
        eventName: names[0]!,
        eventDate: daysFromNow(10),
        extractionConfidence: 95,
        manuallyVerified: true,
        section: '101',
        row: 'A',
        seats: '1,2',
        quantity: 2,
      },
      {
        eventName: 'Bravo',
        eventDate: daysFromNow(2),
        extractionConfidence: 40,
        needsReview: true,
        venue: 'Bravo Hall',
      },
      { eventName: 'Charlie', eventDate: daysFromNow(-30), extractionConfidence: 75 },
      { eventName: 'Delta', eventDate: daysFromNow(40), extractionConfidence: 92, needsReview: true },
      { eventName: 'Echo', extractionConfidence: 60, manuallyVerified: true },
    ],
    { sender: 'Dana Seller', senderEmail: 'dana.seller@example.com', subject: 'Fwd: Your order' },
  );
  emailId = seeded.emailId;
  ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].forEach(
    (name, index) => (ids[name] = seeded.ticketIds[index]!),
  );
});

const namesOf = (items: readonly AdminTicketReply[]) =>
  items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]);

describe('GET /api/tickets (admin, local target)', () => {
  it.each([
    ['sortBy=date_desc&filterBy=all', ['Delta', 'Alpha', 'Bravo', 'Charlie', 'Echo']],
    ['sortBy=date_asc', ['Echo', 'Charlie', 'Bravo', 'Alpha', 'Delta']],
    ['sortBy=confidence_desc', ['Alpha', 'Delta', 'Charlie', 'Echo', 'Bravo']],
    ['sortBy=confidence_asc', ['Bravo', 'Echo', 'Charlie', 'Delta', 'Alpha']],
    ['sortBy=date_desc&filterBy=verified', ['Alpha', 'Echo']],
    ['sortBy=confidence_asc&filterBy=verified', ['Echo', 'Alpha']],
    ['sortBy=date_asc&filterBy=needs_review', ['Bravo', 'Delta']],
    ['sortBy=confidence_desc&filterBy=needs_review', ['Delta', 'Bravo']],
    ['sortBy=date_desc&filterBy=high_confidence', ['Delta', 'Alpha']],
    ['sortBy=confidence_asc&filterBy=high_confidence', ['Delta', 'Alpha']],
  ])('lists %s in the order asked', async (query, expected) => {
    const page = await listTickets(local.target, adminCookie, query);
    expect(namesOf(page.items)).toEqual(expected);
    expect(page.nextCursor).toBeNull();
  });

  it('defaults to newest event first and joins each ticket with its e-mail', async () => {
    const page = await listTickets(local.target, adminCookie, '');
    expect(namesOf(page.items)).toEqual(['Delta', 'Alpha', 'Bravo', 'Charlie', 'Echo']);
    expect(page.items[1]).toMatchObject({
      id: ids.Alpha,
      emailId,
      eventName: 'Alpha, the "Reunion" Tour',
      section: '101',
      row: 'A',
      seats: '1, 2',
      quantity: 2,
      extractionConfidence: 95,
      manuallyVerified: true,
      needsReview: false,
      sender: 'Dana Seller',
      senderEmail: 'dana.seller@example.com',
      subject: 'Fwd: Your order',
      snippet: 'Your tickets are confirmed',
    });
  });

  it('pages through the list with the cursor, on the index and on the in-memory order alike', async () => {
    const seen: (string | undefined)[] = [];
    let cursor: string | null = '';
    do {
      const page = await listTickets(
        local.target,
        adminCookie,
        `limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...namesOf(page.items));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Delta', 'Alpha', 'Bravo', 'Charlie', 'Echo']);

    const first = await listTickets(local.target, adminCookie, 'filterBy=verified&sortBy=date_asc&limit=1');
    expect(namesOf(first.items)).toEqual(['Echo']);
    const second = await listTickets(
      local.target,
      adminCookie,
      `filterBy=verified&sortBy=date_asc&limit=1&cursor=${first.nextCursor}`,
    );
    expect(namesOf(second.items)).toEqual(['Alpha']);
    expect(second.nextCursor).toBeNull();
  });

  it('answers 400 with a sentence for an unknown sort, filter, limit or cursor', async () => {
    for (const query of ['sortBy=price', 'filterBy=sold', 'limit=500', 'cursor=not-ours']) {
      const reply = await call(local.target, 'GET', `/api/tickets?${query}`, { cookie: adminCookie });
      expect(reply.status, query).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message: expect.stringMatching(/^Please check/) });
    }
  });

  it('is for admins only', async () => {
    expect((await call(local.target, 'GET', '/api/tickets')).status).toBe(401);
  });
});

describe('upcoming, needs review and details (admin, local target)', () => {
  it('lists upcoming events soonest first, leaving out past and undated tickets', async () => {
    const reply = await call<{ items: AdminTicketReply[] }>(
      local.target,
      'GET',
      '/api/tickets/upcoming?limit=5',
      {
        cookie: adminCookie,
      },
    );
    expect(reply.status).toBe(200);
    expect(namesOf(reply.body.items)).toEqual(['Bravo', 'Alpha', 'Delta']);
    const limited = await call<{ items: AdminTicketReply[] }>(
      local.target,
      'GET',
      '/api/tickets/upcoming?limit=1',
      {
        cookie: adminCookie,
      },
    );
    expect(namesOf(limited.body.items)).toEqual(['Bravo']);
    expect(
      (await call(local.target, 'GET', '/api/tickets/upcoming?limit=51', { cookie: adminCookie })).status,
    ).toBe(400);
  });

  it('gives the oldest ticket needing review with its e-mail content', async () => {
    const reply = await call<{
      ticket: AdminTicketReply & { rawContent: string; html: string | null; listing: unknown };
    }>(local.target, 'GET', '/api/tickets/needs-review', { cookie: adminCookie });
    expect(reply.status).toBe(200);
    expect(reply.body.ticket).toMatchObject({
      id: ids.Bravo,
      needsReview: true,
      venue: 'Bravo Hall',
      listing: null,
    });
    expect(reply.body.ticket.rawContent).toContain('Paper Moons');
    expect(reply.body.ticket.html).toContain('<');
  });

  it('gives a ticket\'s details, and 404 "Ticket not found" for an unknown id', async () => {
    const reply = await call<{ success: boolean; ticket: AdminTicketReply & { rawContent: string } }>(
      local.target,
      'GET',
      `/api/tickets/${encodeURIComponent(ids.Charlie!)}/details`,
      { cookie: adminCookie },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.ticket).toMatchObject({
      id: ids.Charlie,
      eventName: 'Charlie',
      extractionConfidence: 75,
    });
    for (const id of [`${emailId}~9`, 'no-such-ticket']) {
      const missing = await call(local.target, 'GET', `/api/tickets/${encodeURIComponent(id)}/details`, {
        cookie: adminCookie,
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, message: 'Ticket not found' });
    }
  });

  it('gives an e-mail with its text and HTML bodies, and 404 for an unknown one', async () => {
    const reply = await call<{ email: Record<string, unknown> }>(
      local.target,
      'GET',
      `/api/emails/${emailId}`,
      {
        cookie: adminCookie,
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.email).toMatchObject({
      id: emailId,
      subject: 'Fwd: Your order',
      senderEmail: 'dana.seller@example.com',
    });
    expect(reply.body.email.rawContent).toEqual(expect.stringContaining('Paper Moons'));
    expect(reply.body.email.html).toEqual(expect.stringContaining('Paper Moons'));
    const missing = await call(local.target, 'GET', '/api/emails/not-an-email', { cookie: adminCookie });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Email not found' });
  });
});

describe('verify and correct (admin, local target)', () => {
  it('verifies a ticket, shows it under Verified Only and writes the audit entry', async () => {
    const reply = await call<{ message: string; ticket: AdminTicketReply }>(
      local.target,
      'PATCH',
      `/api/tickets/${encodeURIComponent(ids.Charlie!)}/verify`,
      { cookie: adminCookie },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('The ticket has been marked as verified successfully');
    expect(reply.body.ticket).toMatchObject({ id: ids.Charlie, manuallyVerified: true, needsReview: false });
    expect(reply.body.ticket.verifiedAt).toEqual(expect.any(String));

    const verified = await listTickets(local.target, adminCookie, 'filterBy=verified&sortBy=date_desc');
    expect(namesOf(verified.items)).toEqual(['Alpha', 'Charlie', 'Echo']);
    const [entry] = await auditOf(local.target, 'ticket', ids.Charlie!);
    expect(entry).toMatchObject({
      action: 'ticket.verified',
      changes: { manuallyVerified: { from: false, to: true } },
    });
  });

  it('refuses a bad correction with 400 and an unknown ticket with 404', async () => {
    const path = `/api/tickets/${encodeURIComponent(ids.Delta!)}`;
    const bodies = [{}, { quantity: 0 }, { eventDate: 'next friday' }, { eventName: '  ' }, { seats: 12 }];
    for (const body of bodies) {
      const reply = await call(local.target, 'PATCH', path, { cookie: adminCookie, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    const missing = await call(local.target, 'PATCH', `/api/tickets/${emailId}~7`, {
      cookie: adminCookie,
      body: { eventName: 'X' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Ticket not found' });
  });
});

describe('exports (admin, local target)', () => {
  it('downloads every ticket as CSV with a header row and quoted fields', async () => {
    const reply = await download(local.target, adminCookie, '/api/tickets/export');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/csv');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="tickets-.*\.csv"$/);
    const lines = reply.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,eventName,eventDate,venue,section,row,seats,quantity,extractionConfidence,manuallyVerified,needsReview,cancelled,possibleDuplicateOf,customerId,emailId,sender,senderEmail,recipient,recipientEmail,subject,receivedAt,createdAt,verifiedAt',
    );
    expect(lines).toHaveLength(6);
    const alpha = lines.find((line) => line.startsWith(ids.Alpha!));
    expect(alpha).toContain(',"Alpha, the ""Reunion"" Tour",');
    expect(alpha).toContain(',101,A,"1, 2",2,95,true,false,false,,,');
  });

  it('downloads every e-mail as JSON views without raw content', async () => {
    const reply = await download(local.target, adminCookie, '/api/emails/export');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="emails-.*\.json"$/);
    const emails = JSON.parse(reply.text) as Record<string, unknown>[];
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ id: emailId, subject: 'Fwd: Your order', ticketCount: 5 });
    expect(emails[0]).not.toHaveProperty('rawContent');
  });
});
