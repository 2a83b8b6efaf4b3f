import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidatesAmong,
  clearStaleCandidates,
  markDuplicateCandidates,
} from '../../../lambdas/core/admin-tickets/duplicate-candidates.ts';
import type { DuplicateCandidate } from '../../../lambdas/core/admin-tickets/duplicate-groups.ts';
import { findDuplicates } from '../../../lambdas/core/admin-tickets/duplicates.ts';
import { clearTickets } from '../../../lambdas/core/admin-tickets/clear-data.ts';
import { backfillTicketIndexes } from '../../../lambdas/core/admin-tickets/ticket-backfill.ts';
import { storeTickets } from '../../../lambdas/core/ingestion/store-tickets.ts';
import { ticketIdOf, type NewTicket, type Ticket } from '../../../lambdas/core/db/entities/ticket.ts';
import { ticketFingerprint } from '../../../lambdas/core/db/fingerprint.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from '../db/dynalite-harness.ts';

const row = 'show|2030-05-01|12|f';
const ticket = (ticketId: string, fields: Partial<DuplicateCandidate> = {}): DuplicateCandidate => ({
  ticketId,
  createdAt: `2026-01-0${ticketId.length}`,
  fingerprint: row,
  seats: '1,2',
  ...fields,
});
const ids = (tickets: readonly DuplicateCandidate[]) => tickets.map((one) => one.ticketId).sort();

describe('duplicate candidates of a write (pure)', () => {
  it('names the written ticket and every ticket of its row whose seats it overlaps', () => {
    const sameRow = new Map([
      [row, [ticket('a', { seats: '2,3' }), ticket('b', { seats: '9' }), ticket('c', { cancelled: true })]],
    ]);
    expect(ids(candidatesAmong([ticket('new')], sameRow))).toEqual(['a', 'new']);
  });

  it('names nothing for a ticket alone in its seats, a cancelled one, or one without a fingerprint', () => {
    const sameRow = new Map([[row, [ticket('a', { seats: '7' })]]]);
    expect(candidatesAmong([ticket('new')], sameRow)).toEqual([]);
    expect(candidatesAmong([ticket('new', { seats: '7', cancelled: true })], sameRow)).toEqual([]);
    expect(candidatesAmong([ticket('new', { fingerprint: undefined, seats: '7' })], sameRow)).toEqual([]);
  });

  it('takes the written tickets as they are now, also against each other', () => {
    // The earlier copy of "x" overlapped "a"; its corrected seats overlap only "y" of the same write.
    const sameRow = new Map([[row, [ticket('a', { seats: '5' }), ticket('x', { seats: '5' })]]]);
    const written = [ticket('x', { seats: '8' }), ticket('y', { seats: '8,9' })];
    expect(ids(candidatesAmong(written, sameRow))).toEqual(['x', 'y']);
  });
});

describe('duplicate candidates in the table (in-memory dynalite)', () => {
  let database: InMemoryDatabase;
  beforeAll(async () => {
    database = await startInMemoryDatabase();
  });
  afterAll(async () => {
    await database.stop();
  });

  const show = { eventName: 'Night Owls', eventDate: '2030-05-01T20:00:00Z', section: '12', row: 'F' };
  const record = (emailId: string, seats: string, customerId: string): NewTicket => ({
    emailId,
    ticketIndex: 0,
    ticketId: ticketIdOf(emailId, 0),
    customerId,
    ...show,
    seats,
    fingerprint: ticketFingerprint(show)!,
  });
  const candidates = async () =>
    (await database.data.tickets.query.duplicateCandidates({}).go({ pages: 'all' })).data
      .map((candidate) => candidate.ticketId)
      .sort();

  it('writes both tickets as candidates when a stored ticket overlaps an earlier one', async () => {
    await storeTickets('mail-a', [record('mail-a', '1,2', 'seller-a')], database.data, { firstRun: true });
    expect(await candidates()).toEqual([]);
    await storeTickets('mail-b', [record('mail-b', '2,3', 'seller-b')], database.data, { firstRun: true });

    expect(await candidates()).toEqual([ticketIdOf('mail-a', 0), ticketIdOf('mail-b', 0)]);
    const report = await findDuplicates(database.data);
    expect(report).toMatchObject({ count: 1, doubleSales: 1 });
    expect(report.duplicates[0]!.map((one) => one.id)).toEqual([
      ticketIdOf('mail-a', 0),
      ticketIdOf('mail-b', 0),
    ]);
  });

  it('marks a candidate without changing its updatedAt, and unmarks it only as it was read', async () => {
    const key = { emailId: 'mail-a', ticketIndex: 0 };
    const read = async () =>
      (await database.data.tickets.get(key).go({ data: 'includeKeys' })).data as unknown as Ticket &
        Record<string, string>;
    const before = await read();
    expect(before.duplicateCandidateKey).toBe('2030-05-01T20:00:00.000Z');
    expect(before.gsi5sk).toContain('duplicatecandidatekey_2030-05-01t20');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await markDuplicateCandidates([before], database.data);
    const stored = await read();
    expect(stored.duplicateMarkedAt! > before.duplicateMarkedAt!).toBe(true);
    expect(stored.updatedAt).toBe(before.updatedAt);
    expect(stored.emailHeaders).toBeUndefined(); // no e-mail item in this table

    // Read before a later mark: the unmark leaves it a candidate.
    await clearStaleCandidates([{ ...key, duplicateMarkedAt: '2000-01-01T00:00:00.000Z' }], database.data);
    expect(await candidates()).toContain(ticketIdOf('mail-a', 0));
    await clearStaleCandidates([{ ...key, duplicateMarkedAt: stored.duplicateMarkedAt }], database.data);
    const { data: cleared } = await database.data.tickets.get(key).go({ data: 'includeKeys' });
    expect(cleared).not.toHaveProperty('gsi5pk');
    expect(cleared).not.toHaveProperty('duplicateCandidateKey');
    expect(await candidates()).toEqual([ticketIdOf('mail-b', 0)]);
    // The dialog still shows the group (grouping reads the candidates as they are now); backfill marks it again.
    expect(await backfillTicketIndexes(database.data)).toMatchObject({ duplicateCandidates: 2 });
    expect(await candidates()).toEqual([ticketIdOf('mail-a', 0), ticketIdOf('mail-b', 0)]);
  });

  it('drops the candidates of a group that is gone, and the backfill writes them for existing tickets', async () => {
    await database.data.tickets.delete({ emailId: 'mail-b', ticketIndex: 0 }).go();
    expect((await findDuplicates(database.data)).count).toBe(0);
    expect(await candidates()).toEqual([]);

    // Written directly (as before candidates existed): no candidate until the backfill.
    await database.data.tickets.put(record('mail-c', '1', 'seller-c')).go();
    expect((await findDuplicates(database.data)).count).toBe(0);
    expect(await backfillTicketIndexes(database.data, { resave: true })).toEqual({
      resaved: 2,
      duplicateCandidates: 2,
    });
    expect((await findDuplicates(database.data)).count).toBe(1);
    const { data: resaved } = await database.data.tickets
      .get({ emailId: 'mail-c', ticketIndex: 0 })
      .go({ data: 'includeKeys' });
    expect((resaved as unknown as Record<string, string>).gsi1sk).toContain('eventsortkey_2030-05-01t20');

    await clearTickets(database.data);
    expect(await candidates()).toEqual([]);
  });
});
