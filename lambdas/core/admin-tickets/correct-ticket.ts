import { db, type DataLayer } from '../db/client.ts';
import { isConditionalCheckFailed } from '../db/conditional.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { ticketFingerprint } from '../db/fingerprint.ts';
import { publishEvent } from '../webhooks/outbox.ts';
import { ticketChangeSubject, ticketUpdatedEvent, ticketVerifiedEvent } from '../webhooks/ticket-events.ts';
import { recordDuplicateCandidates } from './duplicate-candidates.ts';
import { findTicket, TicketNotFoundError } from './find-ticket.ts';
import { forgetReviewQueue } from './oldest-needing-review.ts';
import { applyCorrectionToListing } from './ticket-listing.ts';

/** PATCH /api/tickets/{id} body (validated at the edge): the fields an admin corrects. */
export interface TicketCorrection {
  eventName?: string | undefined;
  eventDate?: string | null | undefined;
  venue?: string | undefined;
  section?: string | undefined;
  row?: string | undefined;
  seats?: string | undefined;
  quantity?: number | undefined;
  manuallyVerified?: boolean | undefined;
  needsReview?: boolean | undefined;
}

/** The ticket fields an admin can correct, in the order the audit log lists them. */
export const correctableFields = [
  'eventName',
  'eventDate',
  'venue',
  'section',
  'row',
  'seats',
  'quantity',
  'manuallyVerified',
  'needsReview',
] as const;

/** Seats as stored: comma-separated without spaces (spec 000 §2), e.g. "12, 13" → "12,13". */
export const normaliseSeats = (seats: string): string =>
  seats
    .split(',')
    .map((seat) => seat.trim())
    .filter(Boolean)
    .join(',');

const optionalText = (value: string | null | undefined, current: string | undefined) =>
  value === undefined ? current : value?.trim() || undefined;

/** The ticket's values after the correction (pure). Saving a correction verifies unless told otherwise (spec 001 §4). */
export function correctedValues(ticket: Ticket, correction: TicketCorrection) {
  const seats = correction.seats === undefined ? ticket.seats : normaliseSeats(correction.seats) || undefined;
  return {
    eventName: correction.eventName?.trim() || ticket.eventName,
    eventDate: optionalText(correction.eventDate, ticket.eventDate),
    venue: optionalText(correction.venue, ticket.venue),
    section: optionalText(correction.section, ticket.section),
    row: optionalText(correction.row, ticket.row),
    seats,
    quantity: correction.quantity ?? ticket.quantity,
    manuallyVerified: correction.manuallyVerified ?? true,
    needsReview: correction.needsReview ?? false,
  };
}

type RemovableField =
  'eventDate' | 'venue' | 'section' | 'row' | 'seats' | 'verifiedAt' | 'verifiedBy' | 'fingerprint';

export interface ReviewChange {
  before: Ticket;
  after: Ticket;
}

/**
 * Writes the values of a ticket as one UpdateItem: the optional fields that became empty are removed,
 * the fingerprint (DESIGN §6.20) and the date index key follow the event fields as the entity derives
 * them, and the review-state index gets needsReview, manuallyVerified and eventSortKey together.
 */
async function writeReview(
  ticket: Ticket,
  values: ReturnType<typeof correctedValues>,
  adminId: string,
  data: DataLayer,
): Promise<Ticket> {
  const fingerprint = ticketFingerprint(values);
  const verified = values.manuallyVerified
    ? { verifiedAt: new Date().toISOString(), verifiedBy: adminId }
    : { verifiedAt: undefined, verifiedBy: undefined };
  const next = { ...values, ...verified, fingerprint };
  const set = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
  const removed = Object.entries(next)
    .filter(([name, value]) => value === undefined && (ticket as Record<string, unknown>)[name] !== undefined)
    .map(([name]) => name) as RemovableField[];
  try {
    const patch = data.tickets
      .patch({ emailId: ticket.emailId, ticketIndex: ticket.ticketIndex })
      // eventSortKey (the date index's and the review-state index's sort key) is derived from eventDate
      // in the same write (set anew also when the date is removed).
      .set({ ...set, eventSortKey: '' });
    const { data: written } = await (removed.length > 0 ? patch.remove(removed) : patch).go({
      response: 'all_new',
    });
    // Flagged again: it may be older than the head of this container's review queue.
    if (values.needsReview && !ticket.needsReview) forgetReviewQueue();
    return written as Ticket;
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new TicketNotFoundError();
    throw error;
  }
}

/**
 * PATCH /api/tickets/{id}: the admin's correction. The ticket keeps `manuallyVerified` (so training
 * takes it as an example, lambdas/core/ml/verified-tickets.ts) and the pending listing made from it
 * follows (DESIGN §6.13). Raises `ticket.updated` (one event per correction) for webhooks.
 */
export async function correctTicket(
  ticketId: string,
  correction: TicketCorrection,
  adminId: string,
  data: DataLayer = db(),
): Promise<ReviewChange> {
  const before = await findTicket(ticketId, data);
  const after = await writeReview(before, correctedValues(before, correction), adminId, data);
  // The corrected fingerprint or seats may now match another ticket (DESIGN §6.20).
  await Promise.all([
    applyCorrectionToListing(after, data),
    recordDuplicateCandidates([after], data),
    publishEvent(ticketChangeSubject(after), ticketUpdatedEvent(before, after), data),
  ]);
  return { before, after };
}

/**
 * PATCH /api/tickets/{id}/verify: the ticket as it stands is right; it no longer needs review. Raises
 * `ticket.verified` (one event per verification) for webhooks.
 */
export async function verifyTicket(
  ticketId: string,
  adminId: string,
  data: DataLayer = db(),
): Promise<ReviewChange> {
  const before = await findTicket(ticketId, data);
  const after = await writeReview(before, correctedValues(before, {}), adminId, data);
  await Promise.all([
    applyCorrectionToListing(after, data),
    publishEvent(ticketChangeSubject(after), ticketVerifiedEvent(after), data),
  ]);
  return { before, after };
}
