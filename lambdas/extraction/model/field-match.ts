import type { TicketField } from '../types.ts';
import { cleanText, documentCache } from '../text/normalise.ts';
import type { LabelledTicket } from './training-example.ts';

/**
 * Text compared the way the corpus and the admins' corrections are compared: Unicode NFKC, lower case,
 * one space between words, every dash a hyphen, no quotes around.
 */
export function comparableText(value: string): string {
  let comparable = comparableCache.get(value);
  if (comparable === undefined) {
    comparable = cleanText(value.normalize('NFKC'))
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/^["'\s]+|["'\s]+$/g, '');
    comparableCache.set(value, comparable);
  }
  return comparable;
}

const comparableCache = documentCache<string>();

/** The local date-time to the minute, and the offset when there is one ('Z' is +00:00). */
function dateParts(value: string): { local: string; offset?: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!match) return undefined;
  const offset = match[3] === 'Z' ? '+00:00' : match[3]?.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  return { local: `${match[1]}T${match[2] ?? '--:--'}`, ...(offset ? { offset } : {}) };
}

/** A key under which equal date-times meet (local time to the minute; the offset is compared apart). */
export function comparableDate(value: string): string {
  return dateParts(value)?.local ?? value.trim();
}

/** Equal on the local date-time to the minute; offsets only compared when both sides have one. */
export function sameDate(a: string, b: string): boolean {
  const x = dateParts(a);
  const y = dateParts(b);
  return !!x && !!y && x.local === y.local && (!x.offset || !y.offset || x.offset === y.offset);
}

export function seatKey(seats: readonly string[]): string {
  return [...new Set(seats.map(comparableText))].sort().join(',');
}

/** Whether an extracted value of a field equals the labelled one (null and [] mean absent). */
export function sameValue(field: TicketField, extracted: LabelledTicket, labelled: LabelledTicket): boolean {
  switch (field) {
    case 'seats':
      return seatKey(extracted.seats) === seatKey(labelled.seats);
    case 'quantity':
      return extracted.quantity === labelled.quantity;
    case 'eventDate':
      return (
        (extracted.eventDate === null) === (labelled.eventDate === null) &&
        (extracted.eventDate === null || sameDate(extracted.eventDate, labelled.eventDate!))
      );
    default: {
      const a = extracted[field];
      const b = labelled[field];
      return (a === null) === (b === null) && (a === null || comparableText(a) === comparableText(b!));
    }
  }
}

/** Whether a candidate value (output form) equals a labelled field value. */
export function candidateMatches(field: TicketField, value: string, labelled: LabelledTicket): boolean {
  switch (field) {
    case 'seats': {
      // One seat per line ('Seat 7', 'Seat 8') is right when every seat belongs to the ticket.
      const gold = new Set(labelled.seats.map(comparableText));
      return gold.size > 0 && value.split(',').every((seat) => gold.has(comparableText(seat)));
    }
    case 'quantity':
      return labelled.quantity !== null && Number(value) === labelled.quantity;
    case 'eventDate':
      return labelled.eventDate !== null && sameDate(value, labelled.eventDate);
    default: {
      const gold = labelled[field];
      return gold !== null && comparableText(value) === comparableText(gold);
    }
  }
}
