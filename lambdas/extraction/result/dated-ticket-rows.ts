import { isAddOnOrFee } from '../candidates/pattern-candidates.ts';
import { comparableDate } from '../model/field-match.ts';
import type { TextLine } from '../text/document-lines.ts';
import type { ScoredCandidate } from './scored-candidate.ts';

/** The rows of one day's tickets in an order that lists one unseated ticket per row. */
export interface DatedRows {
  /** The likeliest date written on the first of the rows. */
  date: ScoredCandidate;
  /** The rows' lines, in order. */
  lines: number[];
}

// A count written on a row makes it an order line, not one ticket.
const rowCountFloor = 0.25;
// Each ticket's row says what it cost: a schedule's days ('Friday, May 14, 2027 | Gates 11:00 AM') or
// other events offered ('Saint Cormac | Sat, Jun 26, 2027') are no tickets, nor is a package's hotel.
const price = /[$€£¥]|\d[.,]\d\d\b|\bR\$/;

/**
 * An order that lists each unseated ticket on a table row of its own, with the day it admits to and no
 * count ('87342215-01 | PASS 1 JOUR - SAMEDI 10 JUILLET 2027 · Debout | Samedi 10/07/2027 | 54,00 €'
 * twice, then the Sunday's; a festival's day passes, one row per attendee): the rows of each day are
 * that day's tickets. Empty unless a run of such rows, shaped alike and priced, names at least two days.
 */
export function datedTicketRows(
  dates: readonly ScoredCandidate[],
  quantities: readonly ScoredCandidate[],
  lines: readonly TextLine[],
): DatedRows[] {
  const dateOn = new Map<number, ScoredCandidate>();
  for (const date of dates) {
    const held = dateOn.get(date.line);
    if (date.line >= 0 && (!held || date.probability > held.probability)) dateOn.set(date.line, date);
  }
  const counted = new Set(
    quantities.filter((count) => count.probability >= rowCountFloor).map((count) => count.line),
  );
  const isRow = (line: TextLine | undefined, width: number) =>
    line !== undefined &&
    line.source === 'body' &&
    line.cells.length === width &&
    dateOn.has(line.index) &&
    !counted.has(line.index) &&
    price.test(line.text) &&
    !isAddOnOrFee(line.cells[0]!);
  for (let i = 0; i < lines.length; i += 1) {
    const first = lines[i]!;
    const width = first.cells.length;
    if (width < 2 || !isRow(first, width)) continue;
    let end = i;
    while (isRow(lines[end + 1], width)) end += 1;
    if (end === i) continue;
    const days = new Map<string, DatedRows>();
    for (const line of lines.slice(i, end + 1)) {
      const date = dateOn.get(line.index)!;
      const day = comparableDate(date.value).slice(0, 10);
      const rows = days.get(day);
      if (rows) rows.lines.push(line.index);
      else days.set(day, { date, lines: [line.index] });
    }
    if (days.size >= 2) return [...days.values()];
    i = end;
  }
  return [];
}
