import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import { keysOf, type TableKeys } from '../db/key-conversions.ts';
import { nowIso } from '../db/entities/attributes.ts';
import { eventSortKeyOf, type Ticket } from '../db/entities/ticket.ts';
import { primaryKey } from '../db/table-definition.ts';
import { sameSeats, type DuplicateCandidate } from './duplicate-groups.ts';
import { emailsOf } from './ticket-view.ts';

/** Events from a day ago on: a show tonight in any time zone still counts as upcoming. */
const UPCOMING_FROM_MS = 24 * 60 * 60 * 1000;

/** Where the duplicates dialog starts: a day ago (past events cannot be sold twice any more). */
export const upcomingFrom = (now = Date.now()): string => new Date(now - UPCOMING_FROM_MS).toISOString();

/** Marks and clears in flight at once. */
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

/** The ticket's table key and the candidate index's keys, as ElectroDB builds them. */
function candidateKeys(data: DataLayer) {
  const tableKeys = keysOf<Pick<Ticket, 'emailId' | 'ticketIndex'>>(data.tickets, 'byEmail');
  const indexKeys = keysOf<Pick<Ticket, 'duplicateCandidateKey'>>(data.tickets, 'duplicateCandidates');
  return {
    table: (ticket: Pick<Ticket, 'emailId' | 'ticketIndex'>) =>
      tableKeys({ emailId: ticket.emailId, ticketIndex: ticket.ticketIndex }),
    /** The candidate index's own keys (the conversion adds empty table keys, left out here). */
    index: (duplicateCandidateKey: string): TableKeys =>
      Object.fromEntries(
        Object.entries(indexKeys({ duplicateCandidateKey })).filter(([field]) => !tableKeyFields.has(field)),
      ),
  };
}

const tableKeyFields = new Set([primaryKey.partitionKey, primaryKey.sortKey]);

/** `SET #n0 = :v0, …` (or REMOVE) of these attributes, with their names and values. */
function updateOf(verb: 'SET' | 'REMOVE', values: Record<string, unknown>) {
  const names = Object.keys(values);
  return {
    UpdateExpression: `${verb} ${names.map((_, index) => (verb === 'SET' ? `#n${index} = :v${index}` : `#n${index}`)).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#n${index}`, name])),
    ...(verb === 'SET'
      ? {
          ExpressionAttributeValues: Object.fromEntries(
            names.map((name, index) => [`:v${index}`, values[name]]),
          ),
        }
      : {}),
  };
}

/**
 * Marks each of the tickets as a duplicate candidate (DESIGN §6.20): its candidate key (the event's
 * sort key) and the index keys, the time, and the headers of its e-mail. Plain UpdateItem, not an
 * ElectroDB patch, so the ticket's `updatedAt` stays: being compared with another seller's ticket is
 * not a change of this one. Tickets removed meanwhile are skipped.
 */
export async function markDuplicateCandidates(
  tickets: readonly (Grouped & Pick<Ticket, 'emailId' | 'ticketIndex'>)[],
  data: DataLayer = db(),
): Promise<void> {
  const withFingerprint = tickets.filter((ticket) => ticket.fingerprint);
  const emails = await emailsOf(withFingerprint, data);
  const keys = candidateKeys(data);
  const markedAt = nowIso();
  await inBounded(withFingerprint, async (ticket) => {
    const candidateKey = eventSortKeyOf(ticket.eventDate);
    const email = emails.get(ticket.emailId);
    const values: Record<string, unknown> = {
      duplicateCandidateKey: candidateKey,
      duplicateMarkedAt: markedAt,
      ...keys.index(candidateKey),
      ...(email ? { emailHeaders: email } : {}),
    };
    const update = updateOf('SET', values);
    await unlessConditionFails(() =>
      data.documentClient.send(
        new UpdateCommand({
          TableName: data.tableName,
          Key: keys.table(ticket),
          ...update,
          ConditionExpression: 'attribute_exists(#pk)',
          ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#pk': primaryKey.partitionKey },
        }),
      ),
    );
  });
}

/**
 * After a ticket was stored or corrected (`written`, as stored now): reads the rows of their
 * fingerprints (one Query each) and marks the candidates among them (`candidatesAmong`).
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
  await markDuplicateCandidates(candidatesAmong(written, rows), data);
}

/** The upcoming candidate tickets with every attribute (one Query on the candidate index). */
export async function upcomingDuplicateCandidates(data: DataLayer = db()): Promise<Ticket[]> {
  return upcomingDuplicateCandidateParts(undefined, data) as Promise<Ticket[]>;
}

/** Only these attributes of the upcoming candidate tickets (every attribute when left out). */
export async function upcomingDuplicateCandidateParts<const A extends readonly (keyof Ticket & string)[]>(
  attributes: A | undefined,
  data: DataLayer = db(),
): Promise<Pick<Ticket, A[number]>[]> {
  const { data: tickets } = await data.tickets.query
    .duplicateCandidates({})
    .gte({ duplicateCandidateKey: upcomingFrom() })
    .go({ pages: 'all', ...(attributes ? { attributes: [...attributes] } : {}) });
  return tickets as Pick<Ticket, A[number]>[];
}

/**
 * Unmarks candidates that are in no duplicate group any more (corrected, cancelled, or their partner
 * gone), each only while it is marked as read: a ticket marked again meanwhile stays a candidate.
 */
export async function clearStaleCandidates(
  stale: readonly Pick<Ticket, 'emailId' | 'ticketIndex' | 'duplicateMarkedAt'>[],
  data: DataLayer = db(),
): Promise<void> {
  const keys = candidateKeys(data);
  const update = updateOf('REMOVE', {
    duplicateCandidateKey: undefined,
    duplicateMarkedAt: undefined,
    emailHeaders: undefined,
    ...keys.index(''),
  });
  await inBounded(stale, (ticket) =>
    unlessConditionFails(() =>
      data.documentClient.send(
        new UpdateCommand({
          TableName: data.tableName,
          Key: keys.table(ticket),
          ...update,
          ConditionExpression: '#at = :at',
          ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#at': 'duplicateMarkedAt' },
          ExpressionAttributeValues: { ':at': ticket.duplicateMarkedAt ?? '' },
        }),
      ),
    ),
  );
}
