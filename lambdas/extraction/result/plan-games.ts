import { comparableDate } from '../model/field-match.ts';
import type { TextLine } from '../text/document-lines.ts';
import { eventDateFloor } from './admission-events.ts';
import type { ScoredCandidate } from './scored-candidate.ts';
import type { SeatGroup } from './seat-groups.ts';

/** The lines of the table that holds `line`: the run of neighbours from the same part with as many cells. */
function tableAround(line: number, lines: readonly TextLine[]): Set<number> {
  const rows = new Set<number>();
  const own = lines[line];
  if (!own || own.cells.length < 2) return rows;
  const sameTable = (other: TextLine | undefined) =>
    other !== undefined && other.source === own.source && other.cells.length === own.cells.length;
  for (let at = line; sameTable(lines[at]); at--) rows.add(at);
  for (let at = line + 1; sameTable(lines[at]); at++) rows.add(at);
  return rows;
}

/**
 * A date in a table's row: under a header ('GAME | MATCHUP | DATE'), or written in full in a row of its own
 * ('Sa., 16. Jänner 2027, 19.30 Uhr | Wiener Symphoniker | …' in a subscription's list of concerts; not a
 * race weekend's schedule, 'Fri 2 Oct | Gates open 4.00pm | Practice 1 5.30pm').
 */
const tableRow = (date: ScoredCandidate, lines: readonly TextLine[]): boolean =>
  date.source === 'column' ||
  (date.source === 'text' && (lines[date.line]?.cells.length ?? 0) >= 2 && date.traits.includes('date:year'));

/**
 * The games of a plan that states its seats once ('SECTION 112 | ROW 9 | SEATS 3-4' above a table of
 * 'GAME | MATCHUP | DATE' rows): one block of lines per table row with its own date, each the record of
 * one event with those seats. None unless two or more rows have different days and the mail's likeliest
 * event date is one of them: a single game's mail with a table of the next games ('Upcoming home games')
 * has its own date outside the table. The other rows of the likeliest date's own table count however
 * little the model makes of their dates: it learns one event date a mail, so a confident first game
 * leaves the next ones next to nothing.
 */
export function planGames(
  group: SeatGroup,
  dates: readonly ScoredCandidate[],
  lines: readonly TextLine[] = [],
): { from: number; to: number }[] {
  let top: ScoredCandidate | undefined;
  for (const date of dates) if (!top || date.probability > top.probability) top = date;
  if (!top) return [];
  const table = tableAround(top.line, lines);
  const rows = new Map<number, ScoredCandidate>();
  for (const date of dates) {
    // Not a line of the seats themselves (a group also spans prose that mentions its row, below the games).
    const outside = !group.mentionLines.includes(date.line);
    const counts = date.probability >= eventDateFloor || table.has(date.line);
    if (!tableRow(date, lines) || date.line < 0 || !outside || !counts) continue;
    const held = rows.get(date.line);
    if (!held || date.probability > held.probability) rows.set(date.line, date);
  }
  if (rows.size < 2 || rows.get(top.line) !== top) return [];
  // A list of labels and values ('관람일시 | …' … '취소가능일시 | 2027년 06월 19일 17:00까지') is one table too,
  // but its dated rows stand apart: a plan's games follow one another.
  const dated = [...rows.keys()].filter((line) => table.has(line)).sort((a, b) => a - b);
  if (dated.some((line, i) => i > 0 && line - dated[i - 1]! > 1)) return [];
  const days = new Set([...rows.values()].map((date) => comparableDate(date.value).slice(0, 10)));
  if (days.size < rows.size) return [];
  return [...rows.keys()].sort((a, b) => a - b).map((line) => ({ from: line - 1, to: line }));
}
