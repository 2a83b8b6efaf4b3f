import { db, type DataLayer } from '../db/client.ts';
import { isConditionalCheckFailed } from '../db/conditional.ts';
import type { DuplicateCandidateItem } from '../db/entities/duplicate-candidate.ts';
import { eventSortKeyOf, type Ticket } from '../db/entities/ticket.ts';
import { sameSeats, type DuplicateCandidate } from './duplicate-groups.ts';
import { emailsOf } from './ticket-view.ts';

/** Events from a day ago on: a show tonight in any time zone still counts as upcoming. */
const UPCOMING_FROM_MS = 24 * 60 * 60 * 1000;

/** Where the duplicates dialog starts: a day ago (past events cannot be sold twice any more). */
export const upcomingFrom = (now = Date.now()): string => new Date(now - UPCOMING_FROM_MS).toISOString();

/** Lazy deletes (and puts) in flight at once. */
const WRITE_CONCURRENCY = 8;

type Grouped = DuplicateCandidate & Pick<Ticket, 'eventDate'>;

/**
 * The tickets of `written` that overlap another ticket of their row, with those others: each becomes
 * a duplicate candidate. `sameRow` holds the row's other tickets (by fingerprint) as read around the
 * write; the written tickets count as they are now (an earlier copy of the same id is replaced).
 */
export function candidatesAmong<T extends Grouped>(
  written: readonly T[],
  sameRow: ReadonlyMap<string, readonly T[]>,
): T[] {
  const writtenIds = new Map(written.map((ticket) => [ticket.ticketId, ticket]));
  const found = new Map<string, T>();
  for (const ticket of written) {
    if (!ticket.fingerprint || ticket.cancelled) continue;
    const row = [
      ...(sameRow.get(ticket.fingerprint) ?? []).filter((other) => !writtenIds.has(other.ticketId)),
      ...written.filter((other) => other.fingerprint === ticket.fingerprint),
    ];
    const overlapping = row.filter(
      (other) => other.ticketId !== ticket.ticketId && !other.cancelled && sameSeats(ticket, other),
    );
    if (overlapping.length === 0) continue;
    for (const one of [ticket, ...overlapping]) found.set(one.ticketId, one);
  }
  return [...found.values()];
}

async function inBounded<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += WRITE_CONCURRENCY) {
    await Promise.all(items.slice(start, start + WRITE_CONCURRENCY).map(run));
  }
}

/** Writes (idempotent put) a candidate for each of the tickets, with the headers of its e-mail. */
export async function putDuplicateCandidates(
  tickets: readonly (Grouped & Pick<Ticket, 'emailId'>)[],
  data: DataLayer = db(),
): Promise<void> {
  const withFingerprint = tickets.filter((ticket) => ticket.fingerprint);
  const emails = await emailsOf(withFingerprint, data);
  const items = withFingerprint.map((ticket) => ({
    ticketId: ticket.ticketId,
    fingerprint: ticket.fingerprint!,
    eventSortKey: eventSortKeyOf(ticket.eventDate),
    email: emails.get(ticket.emailId),
  }));
  const byId = new Map(items.map((item) => [item.ticketId, item]));
  for (let start = 0; start < items.length; start += 25) {
    let pending = items.slice(start, start + 25);
    for (let attempt = 0; pending.length > 0 && attempt < 8; attempt += 1) {
      const { unprocessed } = await data.duplicateCandidates.put(pending).go();
      pending = unprocessed.flatMap(({ ticketId }) => byId.get(ticketId) ?? []);
    }
  }
}

/**
 * After a ticket was stored or corrected (`written`, as stored now): reads the rows of their
 * fingerprints (one Query each) and writes the candidates among them (`candidatesAmong`).
 */
export async function recordDuplicateCandidates(
  written: readonly Ticket[],
  data: DataLayer = db(),
  sameRow?: ReadonlyMap<string, readonly Ticket[]>,
): Promise<void> {
  let rows = sameRow;
  if (!rows) {
    const fingerprints = [...new Set(written.flatMap((ticket) => ticket.fingerprint ?? []))];
    rows = new Map(
      await Promise.all(
        fingerprints.map(async (fingerprint) => {
          const { data: tickets } = await data.tickets.query
            .ticketsByFingerprint({ fingerprint })
            .go({ pages: 'all' });
          return [fingerprint, tickets] as const;
        }),
      ),
    );
  }
  await putDuplicateCandidates(candidatesAmong(written, rows), data);
}

/** The upcoming candidates (one Query on their const partition, keys only). */
export async function upcomingDuplicateCandidates(data: DataLayer = db()): Promise<DuplicateCandidateItem[]> {
  const { data: candidates } = await data.duplicateCandidates.query
    .duplicateCandidates({})
    .gte({ eventSortKey: upcomingFrom() })
    .go({ pages: 'all' });
  return candidates;
}

/**
 * Deletes candidates that name no member of a duplicate group any more (ticket removed, corrected,
 * cancelled, or its partner gone), each only while it is as read: a candidate written again meanwhile
 * (a new overlapping ticket) stays.
 */
export async function dropStaleCandidates(
  stale: readonly DuplicateCandidateItem[],
  data: DataLayer = db(),
): Promise<void> {
  await inBounded(stale, async (candidate) => {
    try {
      await data.duplicateCandidates
        .delete({ ticketId: candidate.ticketId })
        .where((attributes, { eq }) => eq(attributes.writtenAt, candidate.writtenAt))
        .go();
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  });
}

/** The candidates of removed tickets (their groups may be gone; the dialog also drops them lazily). */
export async function deleteDuplicateCandidates(
  ticketIds: readonly string[],
  data: DataLayer = db(),
): Promise<void> {
  const keys = ticketIds.map((ticketId) => ({ ticketId }));
  for (let start = 0; start < keys.length; start += 25) {
    let pending = keys.slice(start, start + 25);
    for (let attempt = 0; pending.length > 0 && attempt < 8; attempt += 1) {
      ({ unprocessed: pending } = await data.duplicateCandidates.delete(pending).go());
    }
  }
}

/** DELETE /api/tickets: every candidate (keys read from their partition). */
export async function clearDuplicateCandidates(data: DataLayer = db()): Promise<void> {
  const { data: all } = await data.duplicateCandidates.query
    .duplicateCandidates({})
    .go({ pages: 'all', attributes: ['ticketId'] });
  await deleteDuplicateCandidates(
    all.map(({ ticketId }) => ticketId),
    data,
  );
}
