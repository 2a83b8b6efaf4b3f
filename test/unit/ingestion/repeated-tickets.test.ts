import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketIdOf, type NewTicket, type Ticket } from '../../../lambdas/core/db/entities/ticket.ts';
import { ticketFingerprint } from '../../../lambdas/core/db/fingerprint.ts';
import { findUniqueValueOwner } from '../../../lambdas/core/db/unique-values.ts';
import {
  firstHolderOf,
  heldByClaims,
  heldTicketClaimOf,
  heldTicketsOf,
  isSameTicket,
} from '../../../lambdas/core/ingestion/repeated-tickets.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from '../db/dynalite-harness.ts';

const SELLER = 'seller-1';
const show = {
  eventName: 'Harbor Lights vs. Granite Peaks',
  eventDate: '2026-10-17T19:10:00-04:00',
  section: '118',
  row: 'D',
};

function record(emailId: string, index: number, fields: Partial<NewTicket> = {}): NewTicket {
  const ticket = { ...show, seats: '5,6', ...fields };
  const fingerprint = ticketFingerprint(ticket);
  return {
    emailId,
    ticketIndex: index,
    ticketId: ticketIdOf(emailId, index),
    customerId: SELLER,
    quantity: 2,
    extractionConfidence: 90,
    fieldConfidence: {},
    needsReview: false,
    additionalInfo: {},
    ...ticket,
    ...(fingerprint ? { fingerprint } : {}),
  } as NewTicket;
}

const stored = (fields: NewTicket, createdAt = '2026-01-01T00:00:00.000Z'): Ticket =>
  ({ cancelled: false, manuallyVerified: false, createdAt, updatedAt: createdAt, ...fields }) as Ticket;

const rowsOf = (...tickets: Ticket[]) => {
  const rows = new Map<string, Ticket[]>();
  for (const ticket of tickets)
    rows.set(ticket.fingerprint!, [...(rows.get(ticket.fingerprint!) ?? []), ticket]);
  return rows;
};

const RECORDED = '2026-02-01T00:00:00.000Z';

describe('isSameTicket (README "Re-forwards")', () => {
  it('matches the same row and the same seats, however the seats are written', () => {
    expect(isSameTicket(record('b', 0, { seats: '5-6' }), stored(record('a', 0, { seats: '06, 5' })))).toBe(
      true,
    );
  });

  it('does not match other or overlapping seats, or tickets without seats', () => {
    expect(isSameTicket(record('b', 0, { seats: '5,6,7' }), stored(record('a', 0)))).toBe(false);
    expect(isSameTicket(record('b', 0, { seats: '7,8' }), stored(record('a', 0)))).toBe(false);
    expect(isSameTicket(record('b', 0, { seats: '' }), stored(record('a', 0, { seats: '' })))).toBe(false);
  });

  it('decides by the order number when both carry one', () => {
    const held = stored(record('a', 0, { orderNumber: 'AP-4903-1867' }));
    expect(isSameTicket(record('b', 0, { orderNumber: 'ap 4903 1867' }), held)).toBe(true);
    expect(isSameTicket(record('b', 0, { orderNumber: 'AP-9999' }), held)).toBe(false);
    // Same order, but the seats named on both sides differ: another ticket of the order.
    expect(isSameTicket(record('b', 0, { orderNumber: 'AP-4903-1867', seats: '9' }), held)).toBe(false);
  });
});

describe('heldTicketsOf', () => {
  it('finds the ticket the same customer holds from an earlier e-mail', () => {
    const first = stored(record('a', 0));
    expect(heldTicketsOf([record('b', 0)], rowsOf(first), SELLER, RECORDED)).toEqual([first]);
  });

  it('ignores another customer’s ticket (a possible double sale, not a repeat)', () => {
    const theirs = stored({ ...record('a', 0), customerId: 'seller-2' });
    expect(heldTicketsOf([record('b', 0)], rowsOf(theirs), SELLER, RECORDED)).toEqual([undefined]);
  });

  it('ignores the e-mail’s own tickets (a re-run), cancelled ones and ones stored after it arrived', () => {
    const own = stored(record('b', 0));
    const cancelled = { ...stored(record('a', 0)), cancelled: true };
    const later = stored(record('c', 0), '2026-03-01T00:00:00.000Z');
    expect(heldTicketsOf([record('b', 0)], rowsOf(own, cancelled, later), SELLER, RECORDED)).toEqual([
      undefined,
    ]);
  });

  it('answers per ticket, so a partial repeat keeps the new ones', () => {
    const first = stored(record('a', 0));
    const records = [record('b', 0), record('b', 1, { row: 'E' })];
    expect(heldTicketsOf(records, rowsOf(first), SELLER, RECORDED)).toEqual([first, undefined]);
  });

  it('names the earliest holder as the original', () => {
    const early = stored(record('a', 0), '2026-01-01T00:00:00.000Z');
    const late = stored(record('z', 0), '2026-01-02T00:00:00.000Z');
    expect(firstHolderOf([late, early])).toBe('a');
  });
});

describe('heldByClaims', () => {
  let database: InMemoryDatabase;
  beforeAll(async () => {
    database = await startInMemoryDatabase();
  });
  afterAll(async () => {
    await database.stop();
  });

  const generalAdmission = (emailId: string) =>
    record(emailId, 0, { section: undefined, row: undefined, seats: undefined, orderNumber: '#742 0809' });

  it('claims tickets by their row and seats, or by their order number when the row is unknown', () => {
    expect(heldTicketClaimOf(generalAdmission('a'))).toContain('7420809');
    expect(heldTicketClaimOf(record('a', 0))).toBe(`${SELLER}|row|${record('a', 0).fingerprint}|5,6`);
    expect(heldTicketClaimOf(record('a', 0, { seats: '6, 5' }))).toBe(heldTicketClaimOf(record('b', 0)));
    expect(heldTicketClaimOf(record('a', 0, { seats: undefined }))).toBeUndefined();
    expect(heldTicketClaimOf({ ...generalAdmission('a'), orderNumber: undefined })).toBeUndefined();
  });

  it('finds the first e-mail’s ticket for a repeat, not for a re-run, and passes a cancelled one’s claim on', async () => {
    const { data } = database;
    const first = generalAdmission('ga-1');
    expect(await heldByClaims([first], [undefined], data)).toEqual([undefined]);
    await data.tickets.create({ ...first }).go();

    expect(await heldByClaims([first], [undefined], data)).toEqual([undefined]);
    const [held] = await heldByClaims([generalAdmission('ga-2')], [undefined], data);
    expect(held?.ticketId).toBe(first.ticketId);

    await data.tickets.patch({ emailId: 'ga-1', ticketIndex: 0 }).set({ cancelled: true }).go();
    expect(await heldByClaims([generalAdmission('ga-3')], [undefined], data)).toEqual([undefined]);
    await data.tickets.create({ ...generalAdmission('ga-3') }).go();
    const [again] = await heldByClaims([generalAdmission('ga-4')], [undefined], data);
    expect(again?.ticketId).toBe(ticketIdOf('ga-3', 0));
  });

  it('holds a copy processed at the same moment by the first claim, before that ticket is stored', async () => {
    const { data } = database;
    const first = record('same-1', 0, { section: '301' });
    const second = record('same-2', 0, { section: '301' });
    await data.emails.create({ emailId: 'same-1', receivedAt: RECORDED, extractionStatus: 'pending' }).go();
    expect(await heldByClaims([first], [undefined], data)).toEqual([undefined]);

    const [held] = await heldByClaims([second], [undefined], data);
    expect(held).toMatchObject({ ticketId: first.ticketId, emailId: 'same-1' });
    expect(firstHolderOf([held!])).toBe('same-1');
    // An e-mail still processing after this long is stuck: its claim passes on.
    const later = Date.now() + 20 * 60 * 1000;
    expect(await heldByClaims([second], [undefined], data, later)).toEqual([undefined]);
    expect(await findUniqueValueOwner('heldTicket', heldTicketClaimOf(second)!, data)).toBe(second.ticketId);
  });

  it('passes on the claim of a ticket that is gone once its e-mail ended (cleared, or removed by a re-run)', async () => {
    const { data } = database;
    const first = record('gone-1', 0, { section: '303' });
    await data.emails.create({ emailId: 'gone-1', receivedAt: RECORDED, extractionStatus: 'pending' }).go();
    expect(await heldByClaims([first], [undefined], data)).toEqual([undefined]);
    await data.emails
      .patch({ emailId: 'gone-1' })
      .composite({ receivedAt: RECORDED })
      .set({ extractionStatus: 'success' })
      .go();

    expect(await heldByClaims([record('gone-2', 0, { section: '303' })], [undefined], data)).toEqual([
      undefined,
    ]);
    await data.emails.delete({ emailId: 'gone-1' }).go();
    expect(await heldByClaims([record('gone-3', 0, { section: '303' })], [undefined], data)).toEqual([
      undefined,
    ]);
  });

  it('leaves tickets already found held alone', async () => {
    const found = stored(record('found-1', 0, { section: '302' }));
    expect(await heldByClaims([record('found-2', 0, { section: '302' })], [found], database.data)).toEqual([
      found,
    ]);
  });
});
