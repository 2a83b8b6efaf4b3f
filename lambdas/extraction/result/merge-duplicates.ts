import { comparableDate, comparableText } from '../model/field-match.ts';
import { foldText } from '../text/normalise.ts';
import type { ExtractedTicket } from '../types.ts';

// Without accents: a PDF ticket often spells the body's 'Kovács Zsófia' in ASCII ('Kovacs Zsofia').
const text = (value: string | null) => (value === null ? '' : foldText(comparableText(value)));

function sameTicket(a: ExtractedTicket, b: ExtractedTicket): boolean {
  return (
    text(a.eventName) === text(b.eventName) &&
    (a.eventDate === null ? '' : comparableDate(a.eventDate)) ===
      (b.eventDate === null ? '' : comparableDate(b.eventDate)) &&
    text(a.section) === text(b.section) &&
    text(a.row) === text(b.row)
  );
}

/** A seat as compared: 'L12' in row L is seat 12. */
function seatKey(seat: string, row: string | null): string {
  const folded = comparableText(seat);
  const prefix = row === null ? '' : comparableText(row);
  return prefix !== '' &&
    folded.length > prefix.length &&
    folded.startsWith(prefix) &&
    /^\d/.test(folded.slice(prefix.length))
    ? folded.slice(prefix.length)
    : folded;
}

/**
 * Merges tickets of one e-mail that are the same group mentioned twice (a summary and a detail table):
 * the seats are joined, and the higher confidence of each field kept.
 */
export function mergeDuplicateTickets<T extends { ticket: ExtractedTicket }>(items: readonly T[]): T[] {
  const kept: T[] = [];
  for (const item of items) {
    const same = kept.find((other) => sameTicket(other.ticket, item.ticket));
    if (!same) {
      kept.push(item);
      continue;
    }
    const target = same.ticket;
    const key = (seat: string) => seatKey(seat, target.row);
    const seats = [...target.seats];
    for (const seat of item.ticket.seats) {
      const at = seats.findIndex((s) => key(s) === key(seat));
      if (at < 0) seats.push(seat);
      // 'L12' and '12' in row L are one seat: the row is said apart, so the seat goes without it.
      else if (seat.length < seats[at]!.length) seats[at] = seat;
    }
    if (seats.length !== target.seats.length && target.quantity === target.seats.length)
      target.quantity = seats.length;
    target.seats = seats;
    target.quantity ??= item.ticket.quantity;
    for (const field of Object.keys(target.fieldConfidence) as (keyof ExtractedTicket['fieldConfidence'])[]) {
      target.fieldConfidence[field] = Math.max(
        target.fieldConfidence[field],
        item.ticket.fieldConfidence[field],
      );
    }
    target.additionalInfo = { ...item.ticket.additionalInfo, ...target.additionalInfo };
  }
  return kept;
}
