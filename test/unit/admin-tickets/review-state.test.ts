import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctTicket, verifyTicket } from '../../../lambdas/core/admin-tickets/correct-ticket.ts';
import {
  IN_MEMORY_SORT_LIMIT,
  listTickets,
  oldestTicketNeedingReview,
} from '../../../lambdas/core/admin-tickets/list-tickets.ts';
import { ticketIdOf, type NewTicket } from '../../../lambdas/core/db/entities/ticket.ts';
import { ticketFingerprint } from '../../../lambdas/core/db/fingerprint.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from '../db/dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

const createTicket = async (emailId: string, fields: Partial<NewTicket> & { eventName: string }) =>
  (
    await database.data.tickets
      .create({
        emailId,
        ticketIndex: 0,
        ticketId: ticketIdOf(emailId, 0),
        customerId: 'seller-1',
        fingerprint: ticketFingerprint(fields),
        ...fields,
      })
      .go()
  ).data;

const rawItem = async (emailId: string) => {
  const { data } = await database.data.tickets.get({ emailId, ticketIndex: 0 }).go({ data: 'includeKeys' });
  return data as unknown as Record<string, string | undefined>;
};

describe('review state of tickets (sparse gsi3)', () => {
  it('moves a corrected ticket from needs review to verified, re-deriving its date key and fingerprint', async () => {
    const flagged = await createTicket('review-1', {
      eventName: 'Coldplay',
      eventDate: '2030-06-01T20:00:00-04:00',
      section: '101',
      row: 'A',
      seats: '1,2',
      needsReview: true,
      extractionConfidence: 40,
    });
    await database.data.listings
      .create({
        listingId: flagged.ticketId,
        ticketId: flagged.ticketId,
        customerId: 'seller-1',
        eventName: 'Coldplay',
        underReview: true,
      })
      .go();
    expect((await oldestTicketNeedingReview(database.data))?.ticketId).toBe(flagged.ticketId);

    const { after } = await correctTicket(
      flagged.ticketId,
      { eventName: 'Coldplay: Music of the Spheres', eventDate: null, row: 'B', seats: '3, 4' },
      'admin-1',
      database.data,
    );

    expect(after).toMatchObject({
      manuallyVerified: true,
      needsReview: false,
      row: 'B',
      seats: '3,4',
      verifiedBy: 'admin-1',
    });
    expect(after.eventDate).toBeUndefined();
    expect(after.fingerprint).toBeUndefined();
    const item = await rawItem('review-1');
    expect(item.gsi1sk).toContain('eventsortkey_0000');
    expect(item.gsi3pk).toContain('needsreview_false');
    expect(await oldestTicketNeedingReview(database.data)).toBeUndefined();
    const verified = await listTickets('date_desc', 'verified', { limit: 10 }, database.data);
    expect(verified.items.map((ticket) => ticket.id)).toEqual([flagged.ticketId]);
    const { data: listing } = await database.data.listings.get({ listingId: flagged.ticketId }).go();
    expect(listing).toMatchObject({
      eventName: 'Coldplay: Music of the Spheres',
      row: 'B',
      seats: '3,4',
      underReview: false,
    });
  });

  it('keeps a date when it is not corrected and drops an unverified ticket from the index', async () => {
    const ticket = await createTicket('review-2', {
      eventName: 'Adele',
      eventDate: '2031-01-02T19:00:00Z',
      section: '5',
      row: 'C',
    });
    expect((await rawItem('review-2')).gsi3pk).toBeUndefined();

    await verifyTicket(ticket.ticketId, 'admin-1', database.data);
    const verifiedItem = await rawItem('review-2');
    expect(verifiedItem.gsi1sk).toContain('2031-01-02t19:00:00.000z');
    expect(verifiedItem.gsi3pk).toContain('needsreview_false');
    expect(verifiedItem.gsi4pk).toContain('adele|2031-01-02|5|c');

    await correctTicket(
      ticket.ticketId,
      { manuallyVerified: false, needsReview: false },
      'admin-1',
      database.data,
    );
    const item = await rawItem('review-2');
    expect(item.gsi3pk).toBeUndefined();
    expect(item.verifiedAt).toBeUndefined();
  });

  it('lists a review-state partition by event date in one Query, and answers the oldest by createdAt', async () => {
    const later = await createTicket('order-1', {
      eventName: 'Later show',
      eventDate: '2032-03-01T20:00:00Z',
      needsReview: true,
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    const sooner = await createTicket('order-2', {
      eventName: 'Sooner show',
      eventDate: '2032-01-01T20:00:00Z',
      needsReview: true,
      createdAt: '2020-02-01T00:00:00.000Z',
    });

    const newest = await listTickets('date_desc', 'needs_review', { limit: 1 }, database.data);
    expect(newest.items.map((ticket) => ticket.id)).toEqual([later.ticketId]);
    const next = await listTickets(
      'date_desc',
      'needs_review',
      { limit: 1, cursor: newest.nextCursor! },
      database.data,
    );
    expect(next.items.map((ticket) => ticket.id)).toEqual([sooner.ticketId]);
    expect((await rawItem('order-1')).gsi3sk).toContain('eventsortkey_2032-03-01t20:00:00.000z');
    expect((await oldestTicketNeedingReview(database.data))?.ticketId).toBe(later.ticketId);

    await verifyTicket(later.ticketId, 'admin-1', database.data);
    expect((await oldestTicketNeedingReview(database.data))?.ticketId).toBe(sooner.ticketId);
    await verifyTicket(sooner.ticketId, 'admin-1', database.data);
  });

  it('pages a review-state partition too large to sort in memory on the filtered index of the sort', async () => {
    const many = Array.from({ length: IN_MEMORY_SORT_LIMIT + 1 }, (_, index) => ({
      emailId: `bulk-${index}`,
      ticketIndex: 0,
      ticketId: ticketIdOf(`bulk-${index}`, 0),
      eventName: `Bulk ${index}`,
      extractionConfidence: index % 100,
      needsReview: true,
    }));
    for (let start = 0; start < many.length; start += 25) {
      await database.data.tickets.put(many.slice(start, start + 25)).go();
    }

    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page += 1) {
      const result = await listTickets(
        'confidence_desc',
        'needs_review',
        { limit: 40, ...(cursor ? { cursor } : {}) },
        database.data,
      );
      seen.push(...result.items.map((ticket) => ticket.extractionConfidence));
      cursor = result.nextCursor ?? undefined;
    }

    expect(seen).toHaveLength(120);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(seen.slice(0, 6)).toEqual([99, 99, 99, 99, 99, 98]);
  });
});
