import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketIdOf, ticketKeyOf, type NewTicket } from '../../../lambdas/core/db/entities/ticket.ts';
import { seatsOverlap, ticketFingerprint } from '../../../lambdas/core/db/fingerprint.ts';
import { paginate } from '../../../lambdas/core/db/pagination.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

const createTicket = async (
  emailId: string,
  ticketIndex: number,
  fields: Partial<NewTicket> & { eventName: string },
) =>
  (
    await database.data.tickets
      .create({
        emailId,
        ticketIndex,
        ticketId: ticketIdOf(emailId, ticketIndex),
        fingerprint: ticketFingerprint(fields),
        ...fields,
      })
      .go()
  ).data;

describe('tickets', () => {
  it('lists the tickets of an e-mail in order and finds one by its route id', async () => {
    await createTicket('mail-1', 1, { eventName: 'Coldplay', seats: '3' });
    await createTicket('mail-1', 0, { eventName: 'Coldplay', seats: '1,2' });

    const { data: ofEmail } = await database.data.tickets.query.byEmail({ emailId: 'mail-1' }).go();
    const key = ticketKeyOf(ticketIdOf('mail-1', 1));
    const { data: one } = key ? await database.data.tickets.get(key).go() : { data: null };

    expect(ofEmail.map((ticket) => ticket.ticketIndex)).toEqual([0, 1]);
    expect(one?.seats).toBe('3');
    expect(ticketKeyOf('no-index')).toBeUndefined();
  });

  it('lists only the tickets needing review, and drops a ticket from that list once corrected', async () => {
    const flagged = await createTicket('mail-2', 0, { eventName: 'NBA Finals', needsReview: true });
    await createTicket('mail-2', 1, { eventName: 'NBA Finals', needsReview: false });

    const before = await database.data.tickets.query.ticketsNeedingReview({ needsReview: true }).go();
    await database.data.tickets
      .patch({ emailId: 'mail-2', ticketIndex: 0 })
      // The review-state index's sort key is derived from eventDate in the same write (no date here).
      .set({ needsReview: false, manuallyVerified: true, section: '213', eventSortKey: '' })
      .go();
    const after = await database.data.tickets.query.ticketsNeedingReview({ needsReview: true }).go();

    expect(before.data.map((ticket) => ticket.ticketId)).toEqual([flagged.ticketId]);
    expect(after.data).toEqual([]);
  });

  it('finds tickets for the same row of the same showing by fingerprint, whatever the spelling', async () => {
    await createTicket('mail-3', 0, {
      eventName: 'Eastern Conf. Finals',
      eventDate: '2026-05-20T19:30:00-04:00',
      section: '112',
      row: 'C',
      seats: '4,5',
    });
    await createTicket('mail-4', 0, {
      eventName: 'eastern conf finals',
      eventDate: '2026-05-20T19:30:00-04:00',
      section: '112',
      row: 'c',
      seats: '5-6',
    });
    await createTicket('mail-5', 0, {
      eventName: 'Eastern Conf Finals',
      eventDate: '2026-05-20T19:30:00-04:00',
      section: '112',
      row: 'D',
      seats: '5',
    });

    const fingerprint = ticketFingerprint({
      eventName: 'EASTERN CONF FINALS',
      eventDate: '2026-05-20',
      section: '112',
      row: 'C',
    });
    const { data: sameRow } = fingerprint
      ? await database.data.tickets.query.ticketsByFingerprint({ fingerprint }).go()
      : { data: [] };

    expect(sameRow.map((ticket) => ticket.emailId).sort()).toEqual(['mail-3', 'mail-4']);
    expect(seatsOverlap(sameRow[0]?.seats, sameRow[1]?.seats)).toBe(true);
    expect(ticketFingerprint({ eventName: 'Coldplay', eventDate: '2026-05-20' })).toBeUndefined();
  });

  it('lists upcoming tickets soonest first, leaving out past and undated ones', async () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await createTicket('mail-6', 0, { eventName: 'Later', eventDate: later });
    await createTicket('mail-6', 1, { eventName: 'Past', eventDate: '2020-01-01T20:00:00Z' });
    await createTicket('mail-6', 2, { eventName: 'Soon', eventDate: soon });

    const page = await paginate(
      (options) =>
        database.data.tickets.query
          .ticketsByEventDate({})
          .gte({ eventSortKey: new Date().toISOString() })
          .go({ ...options, order: 'asc' }),
      { limit: 10 },
    );

    expect(page.items.map((ticket) => ticket.eventName)).toEqual(['Soon', 'Later']);
    expect(page.items[0]).not.toHaveProperty('eventSortKey');
  });

  it('lists tickets by confidence, highest first, with a high-confidence cut-off', async () => {
    await createTicket('mail-7', 0, { eventName: 'Low', extractionConfidence: 9 });
    await createTicket('mail-7', 1, { eventName: 'High', extractionConfidence: 95 });
    await createTicket('mail-7', 2, { eventName: 'Full', extractionConfidence: 100 });

    const { data: high } = await database.data.tickets.query
      .ticketsByConfidence({})
      .gte({ extractionConfidence: 90 })
      .go({ order: 'desc' });

    expect(high.map((ticket) => ticket.eventName)).toEqual(['Full', 'High']);
  });
});
