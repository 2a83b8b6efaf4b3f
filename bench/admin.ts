import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { routeTable } from '../lambdas/api/route-table.ts';
import { backfillTicketIndexes } from '../lambdas/core/admin-tickets/ticket-backfill.ts';
import { getConfig } from '../lambdas/core/config/env.ts';
import { db } from '../lambdas/core/db/client.ts';
import { ticketIdOf } from '../lambdas/core/db/entities/ticket.ts';
import { ticketFingerprint } from '../lambdas/core/db/fingerprint.ts';
import { newId } from '../lambdas/core/db/ids.ts';
import { startLocalTarget } from '../lib/local/local-target.ts';
import { buildWebIfStale } from '../scripts/build-web-if-stale.ts';
import { call } from '../test/integration/accounts/account-client.ts';
import { firstAdmin } from '../test/integration/ingestion/ingestion-client.ts';

/**
 * bench:admin — the admin console's read routes against a realistic table: the local target runs in
 * this process; 5,000 customers and 10,000 extracted tickets (each from its own e-mail, across a few
 * hundred showings so that duplicates and upcoming events occur, with the customers' listings and the
 * processing records) are written directly through the data layer in batches; an admin signs in over
 * HTTP. Each route is then called `--requests` times one after another (after a short warm-up) and
 * its p50 / p95 latency is printed. Target: p95 ≤ 100 ms per route.
 */
const { values: args } = parseArgs({
  options: {
    customers: { type: 'string', default: '5000' },
    tickets: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '50' },
  },
});
const customerCount = Number(args.customers);
const ticketCount = Number(args.tickets);
const requestCount = Number(args.requests);
if (![customerCount, ticketCount, requestCount].every((value) => Number.isInteger(value) && value >= 1)) {
  console.error('Usage: npm run bench:admin -- [--customers 5000] [--tickets 10000] [--requests 50]');
  process.exit(2);
}
const TARGET_P95_MS = 100;
const BATCH_CONCURRENCY = 8;
/** A route slower than this in total is measured with fewer requests (said in the table). */
const ROUTE_BUDGET_MS = 60_000;

const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Mateo',
  'Sofia',
  'Lucas',
  'Mia',
  'Ethan',
  'Amara',
  'Kenji',
  'Priya',
  'Jonas',
  'Fatima',
  'Diego',
  'Hannah',
  'Omar',
  'Chloe',
  'Ivan',
  'Marisol',
  'Mary Ann',
  'Tomas',
  'Leila',
  'Samuel',
];
const lastNames = [
  'Smith',
  'Johnson',
  'Garcia',
  'Okafor',
  'Nguyen',
  'Müller',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Tanaka',
  'Silva',
  'Brown',
  'Martin',
  'Dubois',
  'Novak',
  'Larsen',
  'Cohen',
  'Patel',
  'Kim',
  'Fischer',
  'Smithers',
  'Vance',
  'Berg',
  'Osei',
  'Reyes',
];
const eventNames = [
  'Harbour Lights Festival',
  'The Midnight Owls',
  'City Symphony: Mahler 5',
  'Knicks vs Celtics',
  'Hamilton',
  'Comedy Cellar Live',
  'Glass Animals',
  'Rangers vs Devils',
  'Swan Lake',
  'Jazz at the Pier',
];
const venues = [
  'Pier 9 Amphitheater',
  'Madison Square Garden',
  'Carnegie Hall',
  'Radio City Music Hall',
  'Barclays Center',
];

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;
const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.now();

/** Writes items in ElectroDB batches (BatchWriteItem of 25, a few in parallel). */
async function putAll<T>(
  put: (items: T[]) => { go: (options: { concurrency: number }) => Promise<unknown> },
  items: T[],
) {
  for (let start = 0; start < items.length; start += 1000) {
    await put(items.slice(start, start + 1000)).go({ concurrency: BATCH_CONCURRENCY });
  }
}

async function seed(inboundDomain: string) {
  const data = db();
  const customers = Array.from({ length: customerCount }, (_, index) => {
    const firstName = pick(firstNames, index);
    const lastName = pick(lastNames, Math.floor(index / firstNames.length) + index);
    const slug = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z]+/g, '.');
    return {
      userId: newId(),
      role: 'customer' as const,
      firstName,
      lastName,
      email: `${slug}.${index}@example.com`,
      transferEmail: `${slug}.${index.toString(36).padStart(4, '0')}@${inboundDomain}`,
      phone: '+1 555 0100',
      emailConfirmed: index % 4 !== 0,
      createdAt: new Date(now - (customerCount - index) * 60_000).toISOString(),
    };
  });
  await putAll((items) => data.users.put(items), customers);
  await putAll(
    (items) => data.uniqueValues.put(items),
    customers.flatMap((customer) => [
      { kind: 'email' as const, value: customer.email, ownerId: customer.userId },
      { kind: 'transferEmail' as const, value: customer.transferEmail, ownerId: customer.userId },
    ]),
  );

  const emails = [];
  const tickets = [];
  const listings = [];
  const records = [];
  const seatsTaken = new Map<string, number>();
  for (let index = 0; index < ticketCount; index += 1) {
    const customer = customers[(index * 7919) % customers.length]!;
    const emailId = `bench-${index.toString().padStart(6, '0')}`;
    const receivedAt = new Date(now - (ticketCount - index) * 5 * 60_000).toISOString();
    // 300 showings (10 events × 30 dates from 60 days ago to 230 days ahead), 8 sections × 6 rows:
    // same showing, section and row repeat, so some seats overlap (duplicates, double sales).
    const showing = index % 300;
    const eventName = pick(eventNames, showing);
    const eventDate = new Date(now + (Math.floor(showing / 10) * 10 - 60) * DAY_MS).toISOString();
    const section = String(100 + (index % 8));
    const row = String.fromCharCode(65 + (Math.floor(index / 8) % 6));
    // Each ticket of a row gets the next two seats; every 40th repeats the previous pair (a duplicate or
    // a double sale, as when a seller forwards the same confirmation again or two sellers hold a seat).
    const slot = `${showing}|${section}|${row}`;
    const taken = seatsTaken.get(slot) ?? 0;
    const repeat = taken > 0 && index % 40 === 0;
    const firstSeat = 1 + 2 * (repeat ? taken - 1 : taken);
    if (!repeat) seatsTaken.set(slot, taken + 1);
    const seats = `${firstSeat}, ${firstSeat + 1}`;
    const needsReview = index % 10 === 0;
    const cancelledTransfer = index % 50 === 0;
    const confidence = needsReview ? 55 + (index % 20) : 80 + (index % 21);
    const subject = `Your tickets for ${eventName}`;
    emails.push({
      emailId,
      customerId: customer.userId,
      sender: `${customer.firstName} ${customer.lastName}`,
      senderEmail: customer.email,
      recipient: customer.transferEmail,
      recipientEmail: customer.transferEmail,
      subject: cancelledTransfer ? `Transfer cancelled: ${eventName}` : `Fwd: ${subject}`,
      snippet: `Order confirmed. ${eventName} at ${pick(venues, showing)}, section ${section}, row ${row}.`,
      receivedAt,
      processed: index % 20 !== 0,
      processedAt: receivedAt,
      extractionStatus: needsReview ? ('needs_review' as const) : ('success' as const),
      classification: cancelledTransfer ? ('transfer_cancelled' as const) : ('ticket_confirmation' as const),
      cancelledTransfer,
      confidence,
      ticketCount: 1,
    });
    const ticket = {
      emailId,
      ticketIndex: 0,
      ticketId: ticketIdOf(emailId, 0),
      customerId: customer.userId,
      eventName,
      venue: pick(venues, showing),
      eventDate,
      section,
      row,
      seats,
      quantity: 2,
      extractionConfidence: confidence,
      needsReview,
      manuallyVerified: !needsReview && index % 5 === 0,
      fingerprint: ticketFingerprint({ eventName, eventDate, section, row }),
      createdAt: receivedAt,
    };
    tickets.push(ticket);
    listings.push({
      listingId: ticket.ticketId,
      customerId: customer.userId,
      ticketId: ticket.ticketId,
      status: pick(['pending', 'listed', 'sold', 'pending'] as const, index),
      eventName,
      venue: ticket.venue,
      eventDate,
      section,
      row,
      seats,
      quantity: 2,
      listedPrice: 10_000 + (index % 50) * 500,
      underReview: needsReview,
      createdAt: receivedAt,
    });
    records.push({
      emailId,
      customerId: customer.userId,
      processedAt: receivedAt,
      receivedAt,
      sender: customer.firstName,
      senderEmail: customer.email,
      subject,
      extractionStatus: needsReview ? ('needs_review' as const) : ('success' as const),
      confidence,
      processingTime: 40 + (index % 60),
      ticketCount: 1,
      ticketInfo: { eventName, venue: ticket.venue, eventDate, section, row, seats, quantity: 2 },
      modelVersion: 'v1.0',
    });
  }
  await putAll((items) => data.emails.put(items), emails);
  await putAll((items) => data.tickets.put(items), tickets);
  await putAll((items) => data.listings.put(items), listings);
  await putAll((items) => data.processingRecords.put(items), records);
  // Tickets written directly, as if stored before duplicate candidates existed: the backfill of
  // `npm run reconcile -- --backfill` writes their candidates, as it would for existing data.
  await backfillTicketIndexes(data);
  return customers;
}

interface Endpoint {
  name: string;
  paths: string[];
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * Why list reads pass a DynamoDB `Limit`: ElectroDB's `count` alone sets none, so each request reads up
 * to 1 MB of the partition before `count` items are kept. The same first page of 26 e-mails, read
 * directly through the data layer without and with a `Limit` (paginate passes one).
 */
async function probePageReads() {
  const { emails } = db();
  const variants = [
    { name: 'emailsByReceivedAt, count 26 without Limit', options: { count: 26 } },
    { name: 'emailsByReceivedAt, count 26 + Limit 26', options: { count: 26, limit: 26 } },
  ];
  console.log('\ndata-layer probe, 20 reads each:');
  for (const variant of variants) {
    const times: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const started = performance.now();
      await emails.query.emailsByReceivedAt({}).go({ ...variant.options, order: 'desc' });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${variant.name.padEnd(44)} ${`${quantile(times, 0.5).toFixed(1)} ms`.padStart(8)} ${`${quantile(times, 0.95).toFixed(1)} ms`.padStart(8)}`,
    );
  }
}

// The local target serves the built SPA: a fresh clone has none yet.
buildWebIfStale();
const dataDir = await mkdtemp(join(tmpdir(), 'ticket-relay-bench-admin-'));
const target = await startLocalTarget({
  DATA_DIR: dataDir,
  PORT: 0,
  SMTP_PORT: 0,
  LOG_LEVEL: 'SILENT',
  quiet: true,
});
try {
  const cookie = await firstAdmin(target);
  const inboundDomain = getConfig().INBOUND_DOMAIN;
  const seedStart = performance.now();
  const customers = await seed(inboundDomain);
  console.log(
    `bench:admin — seeded ${customerCount} customers and ${ticketCount} tickets (with e-mails, listings, processing records) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`,
  );

  // Some admin changes so that the audit log has entries of its own.
  for (const customer of customers.slice(0, 40)) {
    await call(target, 'PATCH', `/api/admin/customers/${customer.userId}`, {
      cookie,
      body: { phone: '+1 555 0199' },
    });
  }

  const someCustomers = Array.from(
    { length: 10 },
    (_, index) => customers[(index * 487) % customers.length]!.userId,
  );
  const probe = customers[Math.floor(customers.length / 2)]!.transferEmail;
  const transferPrefix = probe.slice(0, probe.indexOf('@'));
  const endpoints: Endpoint[] = [
    { name: 'search: first name "oliv"', paths: ['/api/admin/customers/search?q=oliv'] },
    { name: 'search: last name "smi"', paths: ['/api/admin/customers/search?q=smi'] },
    { name: 'search: "mary ann v"', paths: ['/api/admin/customers/search?q=mary%20ann%20v'] },
    { name: 'search: e-mail "kenji.tan"', paths: ['/api/admin/customers/search?q=kenji.tan'] },
    {
      name: 'search: transfer e-mail prefix',
      paths: [`/api/admin/customers/search?q=${encodeURIComponent(transferPrefix)}`],
    },
    { name: 'search: no match "zzzq"', paths: ['/api/admin/customers/search?q=zzzq'] },
    { name: 'GET /api/admin/customers/{id}', paths: someCustomers.map((id) => `/api/admin/customers/${id}`) },
    {
      name: 'GET /api/admin/customers/{id}/tickets',
      paths: someCustomers.map((id) => `/api/admin/customers/${id}/tickets`),
    },
    { name: 'GET /api/emails?filter=all', paths: ['/api/emails?filter=all'] },
    { name: 'GET /api/emails?filter=unprocessed', paths: ['/api/emails?filter=unprocessed'] },
    { name: 'GET /api/emails/cancelled-transfers', paths: ['/api/emails/cancelled-transfers'] },
    { name: 'GET /api/processing-history', paths: ['/api/processing-history'] },
    { name: 'GET /api/audit-log (admin)', paths: ['/api/admin/audit-log'] },
  ];
  const hasTicketsArea = routeTable.some((route) => route.path === '/api/tickets' && route.method === 'GET');
  if (hasTicketsArea) {
    for (const sortBy of ['date_desc', 'date_asc', 'confidence_desc', 'confidence_asc']) {
      endpoints.push({ name: `GET /api/tickets?sortBy=${sortBy}`, paths: [`/api/tickets?sortBy=${sortBy}`] });
    }
    for (const filterBy of ['verified', 'needs_review', 'high_confidence']) {
      endpoints.push({
        name: `GET /api/tickets?filterBy=${filterBy}`,
        paths: [`/api/tickets?filterBy=${filterBy}`],
      });
    }
    endpoints.push(
      { name: 'GET /api/tickets/upcoming', paths: ['/api/tickets/upcoming'] },
      { name: 'GET /api/tickets/needs-review', paths: ['/api/tickets/needs-review'] },
      { name: 'GET /api/tickets/duplicates', paths: ['/api/tickets/duplicates'] },
    );
  }

  console.log(
    `${requestCount} requests per route, one at a time, after 5 warm-up requests (p95 target ≤ ${TARGET_P95_MS} ms)\n`,
  );
  console.log(
    `${'route'.padEnd(44)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}  items  result`,
  );
  let over = 0;
  for (const endpoint of endpoints) {
    const path = (index: number) => endpoint.paths[index % endpoint.paths.length]!;
    const warmUp = await call<{ message?: string }>(target, 'GET', path(0), { cookie });
    if (warmUp.status !== 200) {
      over += 1;
      console.log(`${endpoint.name.padEnd(44)} answered ${warmUp.status}: ${warmUp.body.message ?? ''}`);
      continue;
    }
    for (let index = 1; index < 5; index += 1) await call(target, 'GET', path(index), { cookie });
    const times: number[] = [];
    let items = 0;
    let errors = 0;
    const budgetEnds = performance.now() + ROUTE_BUDGET_MS;
    for (let index = 0; index < requestCount && performance.now() < budgetEnds; index += 1) {
      const started = performance.now();
      const reply = await call<Record<string, unknown>>(target, 'GET', path(index), { cookie });
      times.push(performance.now() - started);
      if (reply.status !== 200) errors += 1;
      const list = reply.body.items ?? reply.body.duplicates ?? reply.body.emails ?? reply.body.records;
      items = Array.isArray(list) ? list.length : reply.body.ticket ? 1 : items;
    }
    times.sort((a, b) => a - b);
    const p95 = quantile(times, 0.95);
    if (p95 > TARGET_P95_MS || errors > 0) over += 1;
    const notes = [
      times.length < requestCount ? `${times.length} requests in the ${ROUTE_BUDGET_MS / 1000} s budget` : '',
      errors > 0 ? `${errors} not 200` : '',
    ].filter(Boolean);
    console.log(
      `${endpoint.name.padEnd(44)} ${`${quantile(times, 0.5).toFixed(1)} ms`.padStart(8)} ${`${p95.toFixed(1)} ms`.padStart(8)} ${`${times.at(-1)!.toFixed(1)} ms`.padStart(8)}  ${String(items).padStart(5)}  ${p95 <= TARGET_P95_MS && errors === 0 ? 'OK' : 'OVER'}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`,
    );
  }
  await probePageReads();
  if (!hasTicketsArea)
    console.log('\n(/api/tickets is not in the route table yet: its routes were not measured.)');
  console.log(`\n${endpoints.length - over} of ${endpoints.length} routes within the p95 target.`);
} finally {
  await target.stop();
  await rm(dataDir, { recursive: true, force: true });
}
