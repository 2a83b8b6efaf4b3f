import { comparableDate } from '../model/field-match.ts';
import { eventDateFloor } from './admission-events.ts';
import type { ScoredCandidate } from './scored-candidate.ts';
import type { SeatGroup } from './seat-groups.ts';

/**
 * The games of a plan that states its seats once ('SECTION 112 | ROW 9 | SEATS 3-4' above a table of
 * 'GAME | MATCHUP | DATE' rows): one block of lines per table row with its own date, each the record of
 * one event with those seats. None unless two or more rows have different days and the mail's likeliest
 * event date is one of them: a single game's mail with a table of the next games ('Upcoming home games')
 * has its own date outside the table.
 */
export function planGames(
  group: SeatGroup,
  dates: readonly ScoredCandidate[],
): { from: number; to: number }[] {
  const rows = new Map<number, ScoredCandidate>();
  let top: ScoredCandidate | undefined;
  for (const date of dates) {
    if (!top || date.probability > top.probability) top = date;
    const outside = date.line < group.firstLine || date.line > group.lastLine;
    if (date.source !== 'column' || date.line < 0 || !outside || date.probability < eventDateFloor) continue;
    const held = rows.get(date.line);
    if (!held || date.probability > held.probability) rows.set(date.line, date);
  }
  if (rows.size < 2 || !top || rows.get(top.line) !== top) return [];
  const days = new Set([...rows.values()].map((date) => comparableDate(date.value).slice(0, 10)));
  if (days.size < rows.size) return [];
  return [...rows.keys()].sort((a, b) => a - b).map((line) => ({ from: line - 1, to: line }));
}
