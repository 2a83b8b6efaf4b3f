import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketKeyOf } from '../../../lambdas/core/db/entities/ticket.ts';
import { tableOf } from '../accounts/account-client.ts';
import { auditOf, daysFromNow, seedTickets } from '../admin-tickets/tickets-client.ts';
import { corpusEmail, firstAdmin, forwardMime, verifiedSeller } from '../ingestion/ingestion-client.ts';
import { eventually } from '../support/mail.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { DocumentedReplies, apiKeyOf, callApi, userIdOf } from './external-client.ts';

const local = useLocalTarget();
let writeKey = '';
let readKey = '';
let emailId = '';
let documented: DocumentedReplies;
const ids: Record<string, string> = {};
const listingIds: Record<string, string> = {};
const customerA = `cust-a-${randomUUID().slice(0, 8)}`;
const customerB = `cust-b-${randomUUID().slice(0, 8)}`;

type Page = { data: { id: string; [field: string]: unknown }[]; nextCursor: string | null };
type Item = { data: Record<string, unknown> };
type ErrorBody = { error: { code: string; message: string; details?: { errors?: Record<string, string> } } };

async function seedListings() {
  const { data, close } = tableOf(local.target);
  try {
    const rows = [
      ['P1', customerA, 'pending', '2026-01-01T00:00:01.000Z'],
      ['L1', customerA, 'listed', '2026-01-02T00:00:01.000Z'],
      ['S1', customerA, 'sold', '2026-01-03T00:00:01.000Z'],
      ['P2', customerB, 'pending', '2026-01-04T00:00:01.000Z'],
      ['C1', customerB, 'cancelled', '2026-01-05T00:00:01.000Z'],
    ] as const;
    for (const [name, customerId, status, createdAt] of rows) {
      const { data: listing } = await data.listings
        .create({
          customerId,
          status,
          createdAt,
          eventName: `Listing ${name}`,
          quantity: 2,
          seats: '5,6',
          askingPrice: 12_500,
          ...(status === 'sold' ? { soldPrice: 20_000, soldAt: '2026-01-10T00:00:00.000Z' } : {}),
        })
        .go();
      listingIds[name] = listing.listingId;
    }
  } finally {
    close();
  }
}

beforeAll(async () => {
  const adminCookie = await firstAdmin(local.target);
  const adminId = await userIdOf(local.target, adminCookie);
  writeKey = await apiKeyOf(local.target, adminId, ['read', 'write'], 'Integration writer');
  readKey = await apiKeyOf(local.target, adminId, ['read'], 'Integration reader');
  const seeded = await seedTickets(local.target, [
    {
      eventName: 'Alpha',
      eventDate: daysFromNow(10),
      extractionConfidence: 95,
      manuallyVerified: true,
      customerId: customerA,
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
      customerId: customerA,
    },
    { eventName: 'Charlie', eventDate: daysFromNow(-30), extractionConfidence: 75, customerId: customerB },
    {
      eventName: 'Delta',
      eventDate: daysFromNow(40),
      extractionConfidence: 92,
      needsReview: true,
      customerId: customerB,
    },
    { eventName: 'Echo', extractionConfidence: 60, customerId: customerA },
  ]);
  emailId = seeded.emailId;
  ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].forEach(
    (name, index) => (ids[name] = seeded.ticketIds[index]!),
  );
  await seedListings();
  const reply = await callApi<never>(local.target, 'GET', '/openapi.json');
  documented = new DocumentedReplies(reply.body);
});

const namesOf = (page: Page) => page.data.map((item) => String(item.eventName));

async function list(path: string, key = readKey) {
  const reply = await callApi<Page>(local.target, 'GET', path, { key });
  return reply;
}

describe('GET /openapi.json (public)', () => {
  it('serves the document without a key', async () => {
    const reply = await callApi<{ openapi: string; servers: unknown[] }>(
      local.target,
      'GET',
      '/openapi.json',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toBe('3.1.0');
    expect(reply.body.servers).toEqual([expect.objectContaining({ url: '/api/external/v1' })]);
    documented.checked.add('getOpenApiDocument');
  });
});

describe('tickets (local target)', () => {
  it('lists the tickets of an e-mail in their order, in the documented shape, with rate-limit headers', async () => {
    const reply = await list(`/tickets?emailId=${emailId}`);
    expect(reply.status).toBe(200);
    documented.expectDocumented('GET', '/tickets', reply);
    expect(namesOf(reply.body)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(reply.body.data[0]).toMatchObject({
      id: ids.Alpha,
      emailId,
      customerId: customerA,
      status: 'verified',
      section: '101',
      row: 'A',
      seats: ['1', '2'],
      quantity: 2,
      confidence: 95,
      venue: null,
    });
    expect(reply.body.nextCursor).toBeNull();
    expect(reply.headers.get('ratelimit-limit')).toBe('1000');
    expect(reply.headers.get('x-ratelimit-remaining')).not.toBeNull();
  });

  it.each([
    ['status=needs_review', ['Bravo', 'Delta']],
    ['status=verified', ['Alpha']],
    ['status=unverified', ['Echo', 'Charlie']],
    [`customerId=${customerB}`, ['Charlie', 'Delta']],
    [`status=needs_review&customerId=${customerA}`, ['Bravo']],
    [`eventFrom=${daysFromNow(0).slice(0, 10)}`, ['Bravo', 'Alpha', 'Delta']],
    [
      `eventFrom=${daysFromNow(0).slice(0, 10)}&eventTo=${daysFromNow(20).slice(0, 10)}&order=desc`,
      ['Alpha', 'Bravo'],
    ],
    [`status=needs_review&eventTo=${daysFromNow(5)}`, ['Bravo']],
    ['emailId=EMAIL&status=needs_review', ['Bravo', 'Delta']],
    [`emailId=EMAIL&customerId=${customerB}`, ['Charlie', 'Delta']],
  ])('filters %s', async (query, expected) => {
    const reply = await list(`/tickets?${query.replace('EMAIL', emailId)}`);
    expect(reply.status).toBe(200);
    documented.expectDocumented('GET', '/tickets', reply);
    expect(namesOf(reply.body)).toEqual(expected);
  });

  it('pages with limit and the opaque cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const reply: Awaited<ReturnType<typeof list>> = await list(
        `/tickets?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...namesOf(reply.body));
      cursor = reply.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Echo', 'Charlie', 'Bravo', 'Alpha', 'Delta']);
  });

  it('refuses a cursor of another list or other filters with 400 on cursor', async () => {
    const first = await list('/tickets?limit=1');
    for (const path of [
      `/tickets?status=needs_review&cursor=${first.body.nextCursor}`,
      `/listings?customerId=${customerA}&cursor=${first.body.nextCursor}`,
    ]) {
      const reply = await callApi<ErrorBody>(local.target, 'GET', path, { key: readKey });
      expect(reply.status, path).toBe(400);
      expect(reply.body.error.code).toBe('invalid_request');
      expect(reply.body.error.details?.errors).toHaveProperty('cursor');
    }
  });

  it('answers 400 invalid_request with the field for bad filters, limits and cursors', async () => {
    for (const [query, field] of [
      ['status=done', 'status'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['cursor=not-ours', 'cursor'],
      ['eventFrom=tomorrow', 'eventFrom'],
      ['eventFrom=2026-05-02&eventTo=2026-05-01', 'eventFrom'],
    ] as const) {
      const reply = await callApi<ErrorBody>(local.target, 'GET', `/tickets?${query}`, { key: readKey });
      expect(reply.status, query).toBe(400);
      documented.expectDocumented('GET', '/tickets', reply);
      expect(reply.body.error.code).toBe('invalid_request');
      expect(reply.body.error.message).toMatch(new RegExp(`^Please check ${field}`));
      expect(reply.body.error.details?.errors).toHaveProperty(field);
    }
  });

  it('gets one ticket (X-API-Key header too); 404 not_found for an unknown one', async () => {
    const reply = await callApi<Item>(local.target, 'GET', `/tickets/${ids.Delta}`, {
      key: readKey,
      header: 'x-api-key',
    });
    expect(reply.status).toBe(200);
    documented.expectDocumented('GET', '/tickets/{id}', reply);
    expect(reply.body.data).toMatchObject({ id: ids.Delta, eventName: 'Delta', status: 'needs_review' });

    const missing = await callApi<ErrorBody>(local.target, 'GET', `/tickets/${emailId}~99`, { key: readKey });
    expect(missing.status).toBe(404);
    documented.expectDocumented('GET', '/tickets/{id}', missing);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'Ticket not found' });
  });

  it('corrects a ticket as the admin correction does: stored, verified, audited', async () => {
    const reply = await callApi<Item>(local.target, 'PATCH', `/tickets/${ids.Bravo}`, {
      key: writeKey,
      body: { venue: 'Bravo Arena', seats: '7, 8', quantity: 2, row: '' },
    });
    expect(reply.status).toBe(200);
    documented.expectDocumented('PATCH', '/tickets/{id}', reply);
    expect(reply.body.data).toMatchObject({
      id: ids.Bravo,
      venue: 'Bravo Arena',
      seats: ['7', '8'],
      quantity: 2,
      row: null,
      status: 'verified',
    });

    const { data, close } = tableOf(local.target);
    try {
      const { data: stored } = await data.tickets.get(ticketKeyOf(ids.Bravo!)!).go();
      expect(stored).toMatchObject({
        venue: 'Bravo Arena',
        seats: '7,8',
        manuallyVerified: true,
        needsReview: false,
      });
      expect(stored?.row).toBeUndefined();
    } finally {
      close();
    }
    const [entry] = await auditOf(local.target, 'ticket', ids.Bravo!);
    expect(entry).toMatchObject({ action: 'ticket.corrected', actorEmail: 'API key "Integration writer"' });
    expect(entry?.changes).toHaveProperty('venue');
  });

  it('refuses a correction with unknown or bad fields (400) and for an unknown ticket (404)', async () => {
    const unknownField = await callApi<ErrorBody>(local.target, 'PATCH', `/tickets/${ids.Echo}`, {
      key: writeKey,
      body: { customerId: 'someone-else' },
    });
    expect(unknownField.status).toBe(400);
    documented.expectDocumented('PATCH', '/tickets/{id}', unknownField);
    expect(unknownField.body.error.code).toBe('invalid_request');

    const badQuantity = await callApi<ErrorBody>(local.target, 'PATCH', `/tickets/${ids.Echo}`, {
      key: writeKey,
      body: { quantity: 0 },
    });
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.body.error.details?.errors).toEqual({
      quantity: 'The quantity must be a whole number of at least 1.',
    });

    const missing = await callApi<ErrorBody>(local.target, 'PATCH', `/tickets/${emailId}~42`, {
      key: writeKey,
      body: { venue: 'x' },
    });
    expect(missing.status).toBe(404);
    documented.expectDocumented('PATCH', '/tickets/{id}', missing);
  });

  it('a read key cannot write (403 insufficient_scope); nothing changes', async () => {
    const reply = await callApi<ErrorBody>(local.target, 'POST', `/tickets/${ids.Echo}/verify`, {
      key: readKey,
    });
    expect(reply.status).toBe(403);
    documented.expectDocumented('POST', '/tickets/{id}/verify', reply);
    expect(reply.body.error.code).toBe('insufficient_scope');
    const after = await callApi<Item>(local.target, 'GET', `/tickets/${ids.Echo}`, { key: readKey });
    expect(after.body.data.status).toBe('unverified');
  });

  it('verifies a ticket; 404 for an unknown one', async () => {
    const reply = await callApi<Item>(local.target, 'POST', `/tickets/${ids.Delta}/verify`, {
      key: writeKey,
    });
    expect(reply.status).toBe(200);
    documented.expectDocumented('POST', '/tickets/{id}/verify', reply);
    expect(reply.body.data).toMatchObject({
      id: ids.Delta,
      status: 'verified',
      verifiedAt: expect.any(String),
    });
    const verified = await list(`/tickets?status=verified&customerId=${customerB}`);
    expect(namesOf(verified.body)).toEqual(['Delta']);
    const [entry] = await auditOf(local.target, 'ticket', ids.Delta!);
    expect(entry).toMatchObject({ action: 'ticket.verified' });

    const missing = await callApi<ErrorBody>(local.target, 'POST', `/tickets/${emailId}~77/verify`, {
      key: writeKey,
    });
    expect(missing.status).toBe(404);
    documented.expectDocumented('POST', '/tickets/{id}/verify', missing);
  });

  it('refuses requests without a valid key (401 invalid_api_key)', async () => {
    const none = await callApi<ErrorBody>(local.target, 'GET', '/tickets');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('invalid_api_key');
    const wrong = await callApi<ErrorBody>(local.target, 'GET', '/tickets', { key: 'trk_live_notakey' });
    expect(wrong.status).toBe(401);
    documented.expectDocumented('GET', '/tickets', wrong);
  });
});

describe('listings (local target)', () => {
  it.each([
    ['', ['P2', 'P1', 'L1', 'S1', 'C1']],
    ['status=pending', ['P2', 'P1']],
    [`customerId=${customerA}`, ['S1', 'P1', 'L1']],
    [`customerId=${customerB}&status=cancelled`, ['C1']],
  ])('lists %s newest first', async (query, expected) => {
    const reply = await list(`/listings?${query}`);
    expect(reply.status).toBe(200);
    documented.expectDocumented('GET', '/listings', reply);
    expect(namesOf(reply.body).map((name) => name.replace('Listing ', ''))).toEqual(expected);
  });

  it('pages through every listing, status after status', async () => {
    for (const limit of [1, 2, 3]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const reply: Awaited<ReturnType<typeof list>> = await list(
          `/listings?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(reply.status).toBe(200);
        seen.push(...namesOf(reply.body).map((name) => name.replace('Listing ', '')));
        cursor = reply.body.nextCursor;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(['P2', 'P1', 'L1', 'S1', 'C1']);
    }
  });

  it('gets one listing in cents; 404 for an unknown one; 400 for a bad status', async () => {
    const reply = await callApi<Item>(local.target, 'GET', `/listings/${listingIds.S1}`, { key: readKey });
    expect(reply.status).toBe(200);
    documented.expectDocumented('GET', '/listings/{id}', reply);
    expect(reply.body.data).toMatchObject({
      id: listingIds.S1,
      customerId: customerA,
      status: 'sold',
      seats: ['5', '6'],
      askingPriceCents: 12_500,
      soldPriceCents: 20_000,
      commissionPercent: 15,
    });
    const missing = await callApi<ErrorBody>(local.target, 'GET', '/listings/nope', { key: readKey });
    expect(missing.status).toBe(404);
    documented.expectDocumented('GET', '/listings/{id}', missing);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'Listing not found' });
    const bad = await callApi<ErrorBody>(local.target, 'GET', '/listings?status=gone', { key: readKey });
    expect(bad.status).toBe(400);
    documented.expectDocumented('GET', '/listings', bad);
  });
});

describe('e-mails (local target)', () => {
  it('lists and gets e-mails; filters by status; 404 and 400', async () => {
    const all = await list('/emails');
    expect(all.status).toBe(200);
    documented.expectDocumented('GET', '/emails', all);
    expect(all.body.data.map((item) => item.id)).toContain(emailId);
    const success = await list('/emails?status=success&limit=1');
    expect(success.body.data.map((item) => item.id)).toEqual([emailId]);
    const failed = await list('/emails?status=failed');
    expect(failed.body.data).toEqual([]);

    const one = await callApi<Item>(local.target, 'GET', `/emails/${emailId}`, { key: readKey });
    expect(one.status).toBe(200);
    documented.expectDocumented('GET', '/emails/{id}', one);
    expect(one.body.data).toMatchObject({ id: emailId, status: 'success', ticketCount: 5 });

    const missing = await callApi<ErrorBody>(local.target, 'GET', '/emails/unknown-email', { key: readKey });
    expect(missing.status).toBe(404);
    documented.expectDocumented('GET', '/emails/{id}', missing);
    const bad = await callApi<ErrorBody>(local.target, 'GET', '/emails?status=lost', { key: readKey });
    expect(bad.status).toBe(400);
    documented.expectDocumented('GET', '/emails', bad);
  });

  it('submits a raw e-mail: 202, then processed by the pipeline like a forward', async () => {
    const seller = await verifiedSeller(local.target);
    const vendor = corpusEmail('eventique-conf-05');
    const subject = `Fwd: ${vendor.label.original.subject} [api ${randomUUID().slice(0, 8)}]`;
    const raw = await forwardMime(vendor, { from: seller.email, to: 'someone@example.com', subject });

    const reply = await callApi<{ data: { emailId: string; status: string } }>(
      local.target,
      'POST',
      '/emails',
      {
        key: writeKey,
        body: { raw: raw.toString('base64'), recipient: seller.transferEmail },
      },
    );
    expect(reply.status).toBe(202);
    documented.expectDocumented('POST', '/emails', reply);
    expect(reply.body.data.status).toBe('pending');
    const submittedId = reply.body.data.emailId;

    const first = await callApi<Item>(local.target, 'GET', `/emails/${submittedId}`, { key: readKey });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: submittedId, subject });

    const processed = await eventually(async () => {
      const poll = await callApi<Item>(local.target, 'GET', `/emails/${submittedId}`, { key: readKey });
      return poll.body.data?.status === 'pending' ? undefined : poll;
    }, 60_000);
    documented.expectDocumented('GET', '/emails/{id}', processed);
    expect(processed.body.data).toMatchObject({
      id: submittedId,
      subject,
      customerId: seller.user.id,
      classification: 'ticket_confirmation',
      ticketCount: 1,
    });
    expect(['success', 'needs_review']).toContain(processed.body.data.status);
    const tickets = await list(`/tickets?emailId=${submittedId}`);
    expect(tickets.body.data).toHaveLength(1);
    expect(tickets.body.data[0]).toMatchObject({ customerId: seller.user.id });
    const theirs = await list(`/listings?customerId=${seller.user.id}`);
    expect(theirs.body.data).toHaveLength(1);
  }, 90_000);

  it('refuses a submission that is not base64, has no recipient, or comes with a read key', async () => {
    const notBase64 = await callApi<ErrorBody>(local.target, 'POST', '/emails', {
      key: writeKey,
      body: { raw: 'not base64 at all!' },
    });
    expect(notBase64.status).toBe(400);
    documented.expectDocumented('POST', '/emails', notBase64);
    expect(notBase64.body.error.details?.errors).toHaveProperty('raw');

    const noRecipient = await callApi<ErrorBody>(local.target, 'POST', '/emails', {
      key: writeKey,
      body: { raw: Buffer.from('Subject: hello\r\n\r\nNo recipient here.\r\n').toString('base64') },
    });
    expect(noRecipient.status).toBe(400);
    expect(noRecipient.body.error.code).toBe('invalid_request');
    expect(noRecipient.body.error.details?.errors).toHaveProperty('recipient');

    const readOnly = await callApi<ErrorBody>(local.target, 'POST', '/emails', {
      key: readKey,
      body: { raw: Buffer.from('To: a@example.com\r\n\r\nx').toString('base64') },
    });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.error.code).toBe('insufficient_scope');
  });
});

describe('POST /api/marketplace/sales (outside /api/external/v1)', () => {
  it('answers a sale of an unknown listing with a documented 404', async () => {
    const response = await fetch(`${local.target.urls.web}/api/marketplace/sales`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writeKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ listingId: 'no-such-listing', orderId: 'MKT-404', salePriceCents: 5_000 }),
    });
    const reply = {
      status: response.status,
      body: (await response.json()) as ErrorBody,
      headers: response.headers,
    };

    expect(reply.status).toBe(404);
    documented.expectDocumented('POST', '/sales', reply);
    expect(reply.body.error.code).toBe('not_found');
  });
});

describe('the OpenAPI document (local target)', () => {
  it('every documented operation was called above and answered as documented', () => {
    expect([...documented.checked].sort()).toEqual(documented.operations().sort());
  });
});
