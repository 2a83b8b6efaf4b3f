import { parseSeats, seatsOverlap } from '../db/fingerprint.ts';

/** A ticket as a cancelled-transfer e-mail names it (the engine's extraction). */
export interface CancelledTicket {
  eventName: string | null;
  eventDate: string | null;
  section: string | null;
  row: string | null;
  /** Comma-separated, as stored. */
  seats: string;
}

/** A ticket the product holds for the customer (its listing's fields plus the ticket's order number). */
export interface HeldTicket {
  ticketId: string;
  eventName: string;
  eventDate?: string | undefined;
  section?: string | undefined;
  row?: string | undefined;
  seats?: string | undefined;
  orderNumber?: string | undefined;
}

const words = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Order numbers compare without case, spaces and punctuation ('11-22214/CHI' = '1122214chi'). */
export const orderKey = (order: string): string => order.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const localDate = (date: string): string => /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0] ?? words(date);

/** Both known and different: a conflict. Unknown on either side proves nothing either way. */
const conflicts = (a: string | null | undefined, b: string | null | undefined): boolean =>
  Boolean(a?.trim() && b?.trim() && words(a) !== words(b));

/**
 * Event, date and seats (spec 001 §3, issue 5): the same event name, and no disagreement on the date,
 * section or row, and overlapping seats. Either the date or the seats must be known on both sides,
 * since a name alone could be any showing of a tour.
 */
function sameSeats(cancelled: CancelledTicket, held: HeldTicket): boolean {
  if (!cancelled.eventName || words(cancelled.eventName) !== words(held.eventName)) return false;
  const bothDated = Boolean(cancelled.eventDate && held.eventDate);
  if (bothDated && localDate(cancelled.eventDate!) !== localDate(held.eventDate!)) return false;
  if (conflicts(cancelled.section, held.section) || conflicts(cancelled.row, held.row)) return false;
  const bothSeated = parseSeats(cancelled.seats).size > 0 && parseSeats(held.seats).size > 0;
  if (bothSeated && !seatsOverlap(cancelled.seats, held.seats)) return false;
  return bothDated || bothSeated;
}

/**
 * The held tickets a cancelled transfer takes back: those with one of its order numbers when it
 * names any that a held ticket carries, otherwise those matching a cancelled ticket's event, date and
 * seats. Ids in the order of `held`.
 */
export function matchCancelledTickets(
  cancellation: { orderNumbers: readonly string[]; tickets: readonly CancelledTicket[] },
  held: readonly HeldTicket[],
): string[] {
  const orders = new Set(cancellation.orderNumbers.map(orderKey).filter(Boolean));
  const byOrder = held.filter((ticket) => ticket.orderNumber && orders.has(orderKey(ticket.orderNumber)));
  if (byOrder.length > 0) return byOrder.map((ticket) => ticket.ticketId);
  return held
    .filter((ticket) => cancellation.tickets.some((cancelled) => sameSeats(cancelled, ticket)))
    .map((ticket) => ticket.ticketId);
}

const ORDER_PATTERN = /\border\s*(?:number|no\.?|nr\.?|id|#)?\s*[:#]?\s*#?\s*([a-z0-9][a-z0-9\-/]{3,30})/giu;

/** Order numbers written in an e-mail's text ('Order #: 11-22214/CHI', 'Order number 4471-22'). */
export function orderNumbersInText(text: string): string[] {
  const found = [...text.matchAll(ORDER_PATTERN)]
    .map((match) => match[1]!)
    .filter((value) => /\d/.test(value));
  return [...new Set(found)];
}
