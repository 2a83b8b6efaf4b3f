import type { ExtractedTicket } from '../../extraction/types.ts';
import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Email } from '../db/entities/email.ts';
import { ticketIdOf, type NewTicket, type Ticket } from '../db/entities/ticket.ts';
import { seatsOverlap, ticketFingerprint } from '../db/fingerprint.ts';

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

/** DESIGN §6.20: an earlier ticket of another e-mail for the same seat is flagged as a possible double sale. */
async function possibleDuplicateOf(ticket: NewTicket, data: DataLayer): Promise<string | undefined> {
  if (!ticket.fingerprint) return undefined;
  const { data: sameRow } = await data.tickets.query
    .ticketsByFingerprint({ fingerprint: ticket.fingerprint })
    .go({ pages: 'all' });
  const match = sameRow
    .filter((other) => other.emailId !== ticket.emailId && !other.cancelled)
    .filter((other) => seatsOverlap(other.seats, ticket.seats) || (!other.seats && !ticket.seats))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  return match?.ticketId;
}

/**
 * Writes the e-mail's tickets under deterministic keys (a retry or a re-run rewrites the same items).
 * A ticket an admin already verified is kept as corrected. Tickets of an earlier run beyond the new
 * count are removed. Resolves to the tickets as stored.
 */
export async function storeTickets(
  emailId: string,
  records: readonly NewTicket[],
  data: DataLayer = db(),
): Promise<{ stored: Ticket[]; removed: Ticket[] }> {
  const { data: previous } = await data.tickets.query.byEmail({ emailId }).go({ pages: 'all' });
  const byIndex = new Map(previous.map((ticket) => [ticket.ticketIndex, ticket]));
  const stored: Ticket[] = [];
  for (const record of records) {
    const existing = byIndex.get(record.ticketIndex);
    if (existing?.manuallyVerified) {
      stored.push(existing);
      continue;
    }
    const duplicateOf = await possibleDuplicateOf(record, data);
    const { data: written } = await data.tickets
      .put({
        ...record,
        ...(duplicateOf ? { possibleDuplicateOf: duplicateOf } : {}),
        ...(existing ? { createdAt: existing.createdAt } : {}),
      })
      .go();
    stored.push(written as Ticket);
  }
  const removed = previous.filter((ticket) => ticket.ticketIndex >= records.length);
  for (const ticket of removed) {
    await unlessConditionFails(() => data.tickets.delete({ emailId, ticketIndex: ticket.ticketIndex }).go());
  }
  return { stored, removed };
}
