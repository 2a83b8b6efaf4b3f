import { ticketCountTraits } from '../candidates/pattern-candidates.ts';
import type { TextLine } from '../text/document-lines.ts';
import type { ScoredCandidate } from './scored-candidate.ts';
import type { SeatGroup } from './seat-groups.ts';

/** Standing places bought beside seat groups: where they are written and how many there are. */
export interface StandingPlaces {
  line: number;
  /** The quantities that count them ('Cantidad | 2', '2 × Regulier'). */
  counts: ScoredCandidate[];
  /** One table row per place ('Fosse debout | — | — | 69,00 €' twice), where no count is written. */
  rows?: { count: number; score: number };
}

export const distanceTo = (group: SeatGroup, line: number) =>
  line < group.firstLine ? group.firstLine - line : line > group.lastLine ? line - group.lastLine : 0;

// How far a line is from a group's seats: 0 inside the span of its mentions in the same part of the
// mail. A group written in the body and again on its PDF pages spans every line between, and the
// order's standing places are among them.
function fromGroup(group: SeatGroup, line: number, lines: readonly TextLine[]): number {
  const source = lines[line]?.source;
  const near = group.mentionLines.filter((mention) => lines[mention]?.source === source);
  if (near.length === 0) return distanceTo(group, line);
  const first = Math.min(...near);
  const last = Math.max(...near);
  return line < first ? first - line : line > last ? line - last : 0;
}

const fromSeats = (groups: readonly SeatGroup[], line: number, lines: readonly TextLine[]) =>
  Math.min(...groups.map((group) => fromGroup(group, line, lines)));

// A standing area's count is written right under it ('Sector: CAMPO (de pie)' / 'Cantidad | 2').
const standingReach = 3;

/**
 * A count of places: under its label ('Cantidad | 2'), of tickets by name ('2 entradas'), or a number
 * of a kind ('2 × Regulier'); a '× 2' only on the standing line itself ('Standing x 2'), since under it
 * the count is a fee's ('Booking fee × 2').
 */
function countsPlaces(candidate: ScoredCandidate, fromArea: number): boolean {
  if (candidate.source !== 'pattern') return candidate.labelWords.length > 0;
  return candidate.traits.some(
    (trait) =>
      ticketCountTraits.has(trait) ||
      trait === 'qtypat:n-x' ||
      ((trait === 'qtypat:x-n' || trait === 'qtypat:n-x-price') && fromArea === 0),
  );
}

/** The standing area's count written at or just under it, nearer to it than to any seat group. */
function countsUnder(
  admission: ScoredCandidate,
  groups: readonly SeatGroup[],
  quantities: readonly ScoredCandidate[],
  lines: readonly TextLine[],
): ScoredCandidate[] {
  return quantities.filter((candidate) => {
    const fromArea = candidate.line - admission.line;
    return (
      fromArea >= 0 &&
      fromArea <= standingReach &&
      countsPlaces(candidate, fromArea) &&
      fromArea < fromSeats(groups, candidate.line, lines)
    );
  });
}

// The cells that say where a place is ('Stehplatz Südkurve | S3 | –'); after them a row may name its
// holder or member number ('Mitglied Mitgl.-Nr. 0048213 · Markus Kessler').
const placeCells = 3;
// The same place sold at two prices ('Pista Premium | Inteira | R$ 890,00' over 'Pista Premium |
// Meia-entrada (estudante) | R$ 445,00'): after the place's own cell, a cell may name the kind of ticket
// or its price, not a number of its own (a block 'S3', a date).
const kindOrPrice = (cell: string) => !/\d/.test(cell) || /[$€£¥]|\d[.,]\d\d\b/.test(cell);
const samePlace = (a: TextLine, b: TextLine | undefined) =>
  b !== undefined &&
  b.cells.length === a.cells.length &&
  a.cells[0] === b.cells[0] &&
  a.cells
    .slice(1, placeCells)
    .every((cell, i) => cell === b.cells[i + 1] || (kindOrPrice(cell) && kindOrPrice(b.cells[i + 1]!)));

/** A run of table rows for the same place, each a standing place, from a line ('Pitch Standing | – | – | £105'). */
function rowsFrom(
  line: number,
  admissionLines: ReadonlyMap<number, ScoredCandidate>,
  lines: readonly TextLine[],
) {
  const first = lines[line];
  if (!first || first.cells.length < placeCells) return undefined;
  let count = 1;
  let score = admissionLines.get(line)!.probability;
  for (let next = line + 1; admissionLines.has(next) && samePlace(first, lines[next]); next += 1) {
    count += 1;
    score = Math.min(score, admissionLines.get(next)!.probability);
  }
  return count >= 2 ? { count, score } : undefined;
}

/**
 * The standing rows right after a counted one, each with its own count on its line ('1 | 1 |
 * Gästestehplatz Nord | Vollzahler' over '2 | 1 | Gästestehplatz Nord | Ermäßigt'): one count each.
 */
function countedRowsAfter(
  line: number,
  admissionLines: ReadonlyMap<number, ScoredCandidate>,
  groups: readonly SeatGroup[],
  quantities: readonly ScoredCandidate[],
  lines: readonly TextLine[],
): ScoredCandidate[] {
  const width = lines[line]?.cells.length ?? 0;
  const run: ScoredCandidate[] = [];
  for (let next = line + 1; admissionLines.has(next) && lines[next]?.cells.length === width; next += 1) {
    const own = countsUnder(admissionLines.get(next)!, groups, quantities, lines).filter(
      (count) => count.line === next,
    );
    if (own.length === 0) break;
    run.push(mostLikely(own));
  }
  return run;
}

const mostLikely = (counts: readonly ScoredCandidate[]) =>
  counts.reduce((a, b) => (b.probability > a.probability ? b : a));

/** One count for rows that count their places apart: their sum, as sure as the least sure of them. */
function summed(rowCounts: readonly ScoredCandidate[]): ScoredCandidate {
  const [first] = rowCounts;
  const total = rowCounts.reduce((sum, count) => sum + Number(count.value), 0);
  const probability = Math.min(...rowCounts.map((count) => count.probability));
  return { ...first!, value: String(total), probability };
}

/**
 * An order of standing places only, one table row each and no count written ('General Admission
 * Standing | STANDING | - | GA | £85.00' twice): how many rows there are. Undefined without such a run.
 */
export function standingRowsAlone(
  admissions: readonly ScoredCandidate[],
  lines: readonly TextLine[],
): { count: number; score: number } | undefined {
  const onLines = admissions.filter((admission) => admission.line >= 0).sort((a, b) => a.line - b.line);
  const admissionLines = new Map(onLines.map((admission) => [admission.line, admission]));
  for (const admission of onLines) {
    const rows = rowsFrom(admission.line, admissionLines, lines);
    if (rows) return rows;
  }
  return undefined;
}

/**
 * 'Zitplaats – Vak 112, Rij 5, Stoel 10 en 11 | 2 x € 72,50' over 'Staanplaats Floor | 2 x € 58,00', and
 * '2 x Stehplatz Innenraum | je 89,90 €' over '3 x Sitzplatz …, Block 112, Reihe 8, Platz 14 - 16 | je
 * 109,90 €': a line beside a seat group's line, in its shape (as many cells, a count of its own), is an
 * order line of its own, not a note on the seats.
 */
function rowLikeSeatsBeside(
  line: number,
  groups: readonly SeatGroup[],
  quantities: readonly ScoredCandidate[],
  lines: readonly TextLine[],
): boolean {
  const own = lines[line];
  if (!own || own.cells.length < 2) return false;
  const counted = (at: number) =>
    quantities.some((count) => count.line === at && count.source === 'pattern' && countsPlaces(count, 0));
  return [lines[line - 1], lines[line + 1]].some(
    (beside) =>
      beside !== undefined &&
      beside.cells.length === own.cells.length &&
      groups.some((group) => group.mentionLines.includes(beside.index)) &&
      counted(beside.index) &&
      counted(line),
  );
}

/**
 * An order of seats and standing places ('PLATEA BAJA, Fila 8, Asientos 11 y 12' and 'CAMPO (de pie),
 * 2 entradas'; 'Fosse debout' rows above 'Gradins, bloc K' rows): the general-admission area outside
 * every seat group, with its count or its rows. Undefined when there is none.
 */
export function standingBesideSeats(
  admissions: readonly ScoredCandidate[],
  groups: readonly SeatGroup[],
  quantities: readonly ScoredCandidate[],
  lines: readonly TextLine[],
  doubtful: readonly ScoredCandidate[] = [],
): StandingPlaces | undefined {
  if (groups.length === 0) return undefined;
  // An admission the model doubts ('2 x Stehplatz Innenraum, Normalpreis · …' in a long line) still
  // counts on an order line of its own beside the seats'.
  const besideSeats = doubtful.filter(
    (admission) =>
      !admissions.includes(admission) && rowLikeSeatsBeside(admission.line, groups, quantities, lines),
  );
  const outside = [...admissions, ...besideSeats]
    .filter((admission) => admission.line >= 0 && fromSeats(groups, admission.line, lines) > 0)
    .sort((a, b) => a.line - b.line);
  const admissionLines = new Map(outside.map((admission) => [admission.line, admission]));
  for (const admission of outside) {
    // A line right under the seats tells of them ('2 × Adult Standard · Entry via Gate 3'); a table row of
    // its own with its count ('Innenraum Stehplatz | - | - | freie Platzwahl | 2') is a place beside them.
    const apart = fromSeats(groups, admission.line, lines) > 1;
    const ownRow =
      (lines[admission.line]?.cells.length ?? 0) >= 3 ||
      rowLikeSeatsBeside(admission.line, groups, quantities, lines);
    const counts =
      apart || ownRow
        ? countsUnder(admission, groups, quantities, lines).filter(
            (count) => apart || count.line === admission.line,
          )
        : [];
    if (counts.length > 0) {
      const onRow = ownRow ? counts.filter((count) => count.line === admission.line) : [];
      const rowRun =
        onRow.length > 0 ? countedRowsAfter(admission.line, admissionLines, groups, quantities, lines) : [];
      if (rowRun.length === 0) return { line: admission.line, counts };
      return { line: admission.line, counts: [summed([mostLikely(onRow), ...rowRun])] };
    }
    const rows = rowsFrom(admission.line, admissionLines, lines);
    if (rows) return { line: admission.line, counts: [], rows };
    if (onePlaceRow(admission.line, groups, lines))
      return { line: admission.line, counts: [], rows: { count: 1, score: admission.probability } };
  }
  return undefined;
}

/**
 * 'ORIENTAL GENERAL | 3 | — | Sin numerar | $95.000' under 'OCCIDENTAL ALTA | 7 | F | 111 | $180.000': a
 * row of a seat table that holds one seat a row, in the same cells, is one standing place.
 */
function onePlaceRow(line: number, groups: readonly SeatGroup[], lines: readonly TextLine[]): boolean {
  const own = lines[line];
  if (!own || own.cells.length < placeCells) return false;
  return groups.some((group) =>
    group.seats.some(
      (seat) =>
        seat.seats?.length === 1 &&
        Math.abs(seat.line - line) === 1 &&
        lines[seat.line]?.cells.length === own.cells.length,
    ),
  );
}
