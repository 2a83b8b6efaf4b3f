import type { ExtractedTicket } from '../../extraction/types.ts';
import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Email } from '../db/entities/email.ts';
import { ticketIdOf, type NewTicket, type Ticket } from '../db/entities/ticket.ts';
import { seatsOverlap, ticketFingerprint } from '../db/fingerprint.ts';
import { recordDuplicateCandidates } from '../admin-tickets/duplicate-candidates.ts';

/** What the pipeline makes of one extracted ticket: the stored ticket's fields. */
export function ticketRecordOf(
  email: Pick<Email, 'emailId'>,
  customerId: string,
  extracted: ExtractedTicket,
  ticketIndex: number,
  needsReview: boolean,
): NewTicket {
  const seats = extracted.seats.join(',');
  const fields = {
    eventName: extracted.eventName ?? '',
    ...(extracted.venue ? { venue: extracted.venue } : {}),
    ...(extracted.eventDate ? { eventDate: extracted.eventDate } : {}),
    ...(extracted.section ? { section: extracted.section } : {}),
    ...(extracted.row ? { row: extracted.row } : {}),
    ...(seats ? { seats } : {}),
  };
  const fingerprint = ticketFingerprint(fields);
  const orderNumber = extracted.additionalInfo.orderNumber;
  return {
    emailId: email.emailId,
    ticketIndex,
    ticketId: ticketIdOf(email.emailId, ticketIndex),
    customerId,
    ...fields,
    quantity:
      extracted.quantity && extracted.quantity > 0 ? extracted.quantity : Math.max(1, extracted.seats.length),
    ...(orderNumber ? { orderNumber } : {}),
    extractionConfidence: Math.round(extracted.confidence ?? 0),
    fieldConfidence: extracted.fieldConfidence,
    // A ticket without an event name cannot be listed as it is (spec 001: 'Not detected').
    needsReview: needsReview || !extracted.eventName,
    additionalInfo: extracted.additionalInfo,
    ...(fingerprint ? { fingerprint } : {}),
  };
}

/**
 * The stored tickets of the same rows as the e-mail's tickets (the fingerprint index: event, local
 * date, section, row), one Query per distinct row. They serve the §6.20 double-sale flag and the
 * re-forward check (repeated-tickets.ts) alike.
 */
export async function ticketsOfSameRows(
  records: readonly NewTicket[],
  data: DataLayer = db(),
): Promise<Map<string, Ticket[]>> {
  const fingerprints = [
    ...new Set(
      records.map((record) => record.fingerprint).filter((print): print is string => Boolean(print)),
    ),
  ];
  const rows = await Promise.all(
    fingerprints.map(async (fingerprint) => {
      const { data: tickets } = await data.tickets.query
        .ticketsByFingerprint({ fingerprint })
        .go({ pages: 'all' });
      return [fingerprint, tickets] as const;
    }),
  );
  return new Map(rows);
}

/** DESIGN §6.20: an earlier ticket of another e-mail for the same seat is flagged as a possible double sale. */
function possibleDuplicateOf(
  ticket: NewTicket,
  sameRow: ReadonlyMap<string, readonly Ticket[]>,
): string | undefined {
  if (!ticket.fingerprint) return undefined;
  const match = (sameRow.get(ticket.fingerprint) ?? [])
    .filter((other) => other.emailId !== ticket.emailId && !other.cancelled)
    .filter((other) => seatsOverlap(other.seats, ticket.seats) || (!other.seats && !ticket.seats))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  return match?.ticketId;
}

const flagged = (record: NewTicket, sameRow: ReadonlyMap<string, readonly Ticket[]>): NewTicket => {
  const duplicateOf = possibleDuplicateOf(record, sameRow);
  return duplicateOf ? { ...record, possibleDuplicateOf: duplicateOf } : record;
};

/**
 * The first run of an e-mail: every ticket is new, so each is a conditional create and nothing of an
 * earlier run needs reading. Undefined as soon as one exists (a retried step): the caller then takes
 * the path that reads what is there.
 */
async function createTickets(
  records: readonly NewTicket[],
  sameRow: ReadonlyMap<string, readonly Ticket[]>,
  data: DataLayer,
): Promise<Ticket[] | undefined> {
  const stored: Ticket[] = [];
  for (const record of records) {
    const created = await unlessConditionFails(() => data.tickets.create(flagged(record, sameRow)).go());
    if (!created) return undefined;
    stored.push(created.data as Ticket);
  }
  return stored;
}

export interface StoreTicketsOptions {
  /** `ticketsOfSameRows(records)` when the caller has read it already. */
  sameRow?: ReadonlyMap<string, readonly Ticket[]> | undefined;
  /** No earlier run can have written tickets for this e-mail (this run created it). */
  firstRun?: boolean | undefined;
}

/**
 * Writes the e-mail's tickets under deterministic keys (a retry or a re-run rewrites the same items).
 * A ticket an admin already verified is kept as corrected. Tickets of an earlier run that this run
 * does not write (by index) are removed. Resolves to the tickets as stored.
 */
export async function storeTickets(
  emailId: string,
  records: readonly NewTicket[],
  data: DataLayer = db(),
  options: StoreTicketsOptions = {},
): Promise<{ stored: Ticket[]; removed: Ticket[] }> {
  const sameRow = options.sameRow ?? (await ticketsOfSameRows(records, data));
  if (options.firstRun) {
    const created = await createTickets(records, sameRow, data);
    if (created) {
      await recordDuplicateCandidates(created, data, sameRow);
      return { stored: created, removed: [] };
    }
  }
  const { data: previous } = await data.tickets.query.byEmail({ emailId }).go({ pages: 'all' });
  const byIndex = new Map(previous.map((ticket) => [ticket.ticketIndex, ticket]));
  const stored: Ticket[] = [];
  for (const record of records) {
    const existing = byIndex.get(record.ticketIndex);
    if (existing?.manuallyVerified) {
      stored.push(existing);
      continue;
    }
    const { data: written } = await data.tickets
      .put({ ...flagged(record, sameRow), ...(existing ? { createdAt: existing.createdAt } : {}) })
      .go();
    stored.push(written as Ticket);
  }
  const written = new Set(records.map((record) => record.ticketIndex));
  const removed = previous.filter((ticket) => !written.has(ticket.ticketIndex));
  for (const ticket of removed) {
    await unlessConditionFails(() => data.tickets.delete({ emailId, ticketIndex: ticket.ticketIndex }).go());
  }
  // DESIGN §6.20: a ticket overlapping another of its row makes both duplicate candidates (the
  // duplicates dialog reads only those); candidates of removed tickets are dropped by the dialog.
  await recordDuplicateCandidates(stored, data, sameRow);
  return { stored, removed };
}
