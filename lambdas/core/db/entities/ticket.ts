import { CustomAttributeType, Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import type { Email } from './email.ts';
import {
  SERVICE_NAME,
  createdAtAttribute,
  isNonNegativeInteger,
  isPositiveInteger,
  isWholePercent,
  updatedAtAttribute,
} from './attributes.ts';

const TICKET_ID_SEPARATOR = '~';

/** Tickets are keyed by their e-mail and position in it, so a retried extraction rewrites the same items. */
export const ticketIdOf = (emailId: string, ticketIndex: number): string =>
  `${emailId}${TICKET_ID_SEPARATOR}${ticketIndex}`;

/** The key of a ticket from its id (as used in routes); undefined when the id is malformed. */
export function ticketKeyOf(ticketId: string): { emailId: string; ticketIndex: number } | undefined {
  const at = ticketId.lastIndexOf(TICKET_ID_SEPARATOR);
  const emailId = ticketId.slice(0, at);
  const ticketIndex = Number(ticketId.slice(at + 1));
  if (at <= 0 || !Number.isSafeInteger(ticketIndex) || ticketIndex < 0) return undefined;
  return { emailId, ticketIndex };
}

/** Sorts before every real date, so undated tickets come last in "newest first" and are never "upcoming". */
export const UNDATED_SORT_KEY = '0000';

/** Event dates keep the venue's offset; the sort key is the same instant in UTC so dates compare correctly. */
export function eventSortKeyOf(eventDate: string | undefined): string {
  if (!eventDate) return UNDATED_SORT_KEY;
  const time = Date.parse(eventDate);
  return Number.isNaN(time) ? UNDATED_SORT_KEY : new Date(time).toISOString();
}

/** The headers of a ticket's e-mail as the admin views show them (they never change). */
export type TicketEmailHeaders = Pick<Email, 'emailId' | 'receivedAt'> &
  Partial<Pick<Email, 'sender' | 'senderEmail' | 'recipient' | 'recipientEmail' | 'subject' | 'snippet'>>;

/** An extracted ticket (spec 001 §3 stored ticket record). */
export const createTicketEntity = () =>
  new Entity({
    model: { entity: 'ticket', version: '1', service: SERVICE_NAME },
    attributes: {
      emailId: { type: 'string', required: true, readOnly: true },
      ticketIndex: { type: 'number', required: true, readOnly: true, validate: isNonNegativeInteger },
      /** Always `ticketIdOf(emailId, ticketIndex)`. */
      ticketId: { type: 'string', required: true, readOnly: true },
      customerId: { type: 'string' },
      eventName: { type: 'string', required: true },
      venue: { type: 'string' },
      /** ISO date-time with the venue's offset when known (DESIGN §6.16). */
      eventDate: { type: 'string' },
      /** Derived from eventDate; the sort key of the by-date index. */
      eventSortKey: {
        type: 'string',
        required: true,
        hidden: true,
        default: UNDATED_SORT_KEY,
        watch: ['eventDate'],
        set: (_: unknown, item: { eventDate?: string }) => eventSortKeyOf(item.eventDate),
      },
      section: { type: 'string' },
      row: { type: 'string' },
      /** Comma-separated (spec 000 §2). */
      seats: { type: 'string' },
      quantity: { type: 'number', required: true, default: 1, validate: isPositiveInteger },
      orderNumber: { type: 'string' },
      extractionConfidence: {
        type: 'number',
        required: true,
        default: 0,
        validate: isWholePercent,
        padding: { length: 3, char: '0' },
      },
      fieldConfidence: { type: CustomAttributeType<Record<string, number>>('any') },
      needsReview: { type: 'boolean', required: true, default: false },
      manuallyVerified: { type: 'boolean', required: true, default: false },
      verifiedAt: { type: 'string' },
      verifiedBy: { type: 'string' },
      cancelled: { type: 'boolean', required: true, default: false },
      additionalInfo: { type: CustomAttributeType<Record<string, unknown>>('any') },
      /** `ticketFingerprint(...)` of fingerprint.ts; set it whenever event, date, section or row change. */
      fingerprint: { type: 'string' },
      /** DESIGN §6.20: the ticketId of an earlier ticket for the same seat (possible double sale). */
      possibleDuplicateOf: { type: 'string' },
      /**
       * DESIGN §6.20 duplicate candidate: while set, the ticket overlapped the seats of another ticket
       * of its row when one of them was stored or corrected, and it is in the duplicateCandidates
       * index. Holds the ticket's eventSortKey of that time. Written and cleared only by
       * lambdas/core/admin-tickets/duplicate-candidates.ts, which keeps `updatedAt` as it is.
       */
      duplicateCandidateKey: { type: 'string' },
      /** When duplicateCandidateKey was written: clearing it is conditional on this. */
      duplicateMarkedAt: { type: 'string' },
      /** The e-mail's headers, written with duplicateCandidateKey (the dialog shows them). */
      emailHeaders: { type: CustomAttributeType<TicketEmailHeaders>('any') },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byEmail: {
        pk: { field: 'pk', composite: ['emailId'] },
        sk: { field: 'sk', composite: ['ticketIndex'] },
      },
      /** All tickets by event date; `gte` now gives the upcoming ones. */
      ticketsByEventDate: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#tickets' },
        sk: { field: 'gsi1sk', composite: ['eventSortKey'] },
      },
      ticketsByConfidence: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: [], template: '$ticketrelay#tickets#confidence' },
        sk: { field: 'gsi2sk', composite: ['extractionConfidence'] },
      },
      /**
       * Sparse review-state index (overloaded on `needsReview`): partition `needsreview_true` holds the
       * tickets needing review; partition `needsreview_false` holds only the manually verified tickets
       * that no longer need review (the "Verified Only" filter). Tickets neither flagged nor verified
       * have no key here. Sorted by event date (the lists' default order is one Query). Writes of
       * needsReview or manuallyVerified must set both of them and eventDate with `eventSortKey: ''`
       * (derived again in the same write), so the condition and the sort key see the whole state.
       */
      ticketsNeedingReview: {
        index: 'gsi3',
        condition: (item) => item.needsReview === true || item.manuallyVerified === true,
        pk: {
          field: 'gsi3pk',
          composite: ['needsReview'],
          template: '$ticketrelay#tickets#needsreview_${needsReview}',
        },
        sk: { field: 'gsi3sk', composite: ['eventSortKey'] },
      },
      /** Sparse: only tickets with a fingerprint (no sort composite, so a missing fingerprint writes no key). */
      ticketsByFingerprint: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['fingerprint'] },
        sk: { field: 'gsi4sk', composite: [] },
      },
      /** Sparse: the duplicate candidates, `.gte({ duplicateCandidateKey: a day ago })` the upcoming ones. */
      duplicateCandidates: {
        index: 'gsi5',
        condition: (item) => Boolean(item.duplicateCandidateKey),
        pk: { field: 'gsi5pk', composite: [], template: '$ticketrelay#tickets#duplicatecandidates' },
        sk: { field: 'gsi5sk', composite: ['duplicateCandidateKey'] },
      },
    },
  });

export type TicketEntity = ReturnType<typeof createTicketEntity>;
export type Ticket = EntityItem<TicketEntity>;
export type NewTicket = CreateEntityItem<TicketEntity>;
