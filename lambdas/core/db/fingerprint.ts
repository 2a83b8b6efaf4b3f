/**
 * De-duplication keys for tickets (DESIGN §6.20). The fingerprint names a row at one showing
 * (event, local date, section, row); seats are compared in code, so "3,4" and "4,5" are caught as
 * overlapping even though their seat texts differ.
 */

export interface FingerprintSource {
  eventName?: string | undefined;
  eventDate?: string | undefined;
  section?: string | undefined;
  row?: string | undefined;
}

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The calendar date as written (venue-local), not converted to UTC: a 9 pm show stays on its day. */
const localDate = (eventDate: string): string =>
  /^\d{4}-\d{2}-\d{2}/.exec(eventDate)?.[0] ?? normalise(eventDate);

/** Undefined unless event, date, section and row are all known: a partial match proves nothing. */
export function ticketFingerprint(ticket: FingerprintSource): string | undefined {
  const { eventName, eventDate, section, row } = ticket;
  if (!eventName?.trim() || !eventDate?.trim() || !section?.trim() || !row?.trim()) return undefined;
  return [normalise(eventName), localDate(eventDate.trim()), normalise(section), normalise(row)].join('|');
}

/** Seats are stored comma-separated (spec 000 §2); ranges like "11-14" are expanded, "07" equals "7". */
export function parseSeats(seats: string | undefined): Set<string> {
  const result = new Set<string>();
  for (const part of (seats ?? '').split(',')) {
    const seat = part.trim().toLowerCase();
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(seat);
    const from = Number(range?.[1]);
    const to = Number(range?.[2]);
    if (range && to >= from && to - from < 200) {
      for (let number = from; number <= to; number += 1) result.add(String(number));
    } else if (/^\d+$/.test(seat)) {
      result.add(String(Number(seat)));
    } else if (seat) {
      result.add(seat);
    }
  }
  return result;
}

/** True when both tickets name at least one common seat; tickets without seats never overlap. */
export function seatsOverlap(a: string | undefined, b: string | undefined): boolean {
  const seatsOfB = parseSeats(b);
  return [...parseSeats(a)].some((seat) => seatsOfB.has(seat));
}
