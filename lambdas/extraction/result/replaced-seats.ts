import type { TextLine } from '../text/document-lines.ts';
import { foldText } from '../text/normalise.ts';
import type { SeatGroup } from './seat-groups.ts';

// 'Previous seats – released', 'Your original tickets (cancelled)', 'Alte Plätze': the heading of
// seats that an upgrade or an exchange gave back.
const replacedHeading =
  /\b(?:previous|old|original|former|released|replaced|vorherige|bisherige|alte|anciennes?|anteriores?|oude)\b.{0,20}\b(?:seats?|tickets?|platze|places|asientos|entradas|stoelen|plaatsen)\b|\b(?:seats?|tickets?)\b.{0,20}\b(?:released|replaced|returned)\b/;

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
