import type { TextLine } from '../text/document-lines.ts';
import { foldText } from '../text/normalise.ts';
import type { SeatGroup } from './seat-groups.ts';

// 'Previous seats – released', 'Your original tickets (cancelled)', 'Alte Plätze', 'REPLACED (NO LONGER
// VALID)': the heading of seats that an upgrade or an exchange gave back.
const replacedHeading =
  /\b(?:previous|old|original|former|released|replaced|vorherige|bisherige|alte|anciennes?|anteriores?|oude)\b.{0,20}\b(?:seats?|tickets?|platze|places|asientos|entradas|stoelen|plaatsen)\b|\b(?:seats?|tickets?)\b.{0,20}\b(?:released|replaced|returned)\b|^(?:replaced|no longer valid|cancelled|canceled)\b.{0,30}$/;

// How far above a group's first mention its heading may stand.
const headingReach = 2;

/**
 * The groups of an upgrade or exchange without the seats it gave back: a group whose heading (a line
 * right above its first mention) names previous, original or released seats is dropped, as long as
 * another group stays.
 */
export function withoutReplacedSeats(groups: readonly SeatGroup[], lines: readonly TextLine[]): SeatGroup[] {
  if (groups.length < 2) return [...groups];
  const byIndex = new Map(lines.map((line) => [line.index, line]));
  const replaced = (group: SeatGroup) => {
    if (group.firstLine < 0) return false;
    for (let line = group.firstLine - 1; line >= group.firstLine - headingReach; line -= 1) {
      const text = byIndex.get(line)?.text;
      if (text !== undefined && replacedHeading.test(foldText(text))) return true;
    }
    return false;
  };
  const kept = groups.filter((group) => !replaced(group));
  return kept.length > 0 ? kept : [...groups];
}

// 'Stalls, Row K, Seat 16 · REFUNDED': a seat given back from a booking.
const returnedMark =
  /\b(?:refunded|returned|storniert|erstattet|zuruckgegeben|reembolsad[ao]s?|devuelt[ao]s?|rembourse(?:e|s|es)?|terugbetaald|retourne(?:e|s|es)?)\b/;

/**
 * The groups without the seats a booking gave back ('Seat 16 · REFUNDED' on the seat's line), as long as
 * seats of the group stay: an amended booking lists them beside those still held.
 */
export function withoutReturnedSeats(groups: readonly SeatGroup[], lines: readonly TextLine[]): SeatGroup[] {
  const byIndex = new Map(lines.map((line) => [line.index, line]));
  // On the seat's own line only: a heading above ('Tickets returned to your account', a cancelled
  // transfer) may stand over every seat of the mail.
  const returned = (line: number) => {
    const text = byIndex.get(line)?.text;
    return line >= 0 && text !== undefined && returnedMark.test(foldText(text));
  };
  return groups.map((group) => {
    const kept = group.seats.filter((seat) => !returned(seat.line));
    return kept.length > 0 && kept.length < group.seats.length ? { ...group, seats: kept } : group;
  });
}
