import type { LabelledValue } from '../text/label-pairs.ts';
import type { TextLine } from '../text/document-lines.ts';
import { documentCache, foldText, words } from '../text/normalise.ts';
import { valueShape, type Candidate } from './candidate.ts';
import { lexicon, lexiconClassesOf, phraseClasses, valueHints } from './lexicon.ts';
import { monthNumber } from '../document/month-names.ts';
import { isAddOnOrFee } from './pattern-candidates.ts';
import { parseSeatList, withoutTrailingNote } from './seat-list.ts';

const sectionKeywords = new Set<string>(lexicon.section);
const leadingKeyword = /^([\p{L}.]+)\s+(?=\S)/u;

const money = /[$€£]|\b(?:EUR|USD|GBP|CAD|MXN|CHF)\b|\d[.,]\d{2}\b/;
const dateOrTime = /\d{1,2}:\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\b(?:am|pm|uhr)\b/i;

/** What kind of thing a value is, whatever its label says. */
function valueKinds(value: string): string[] {
  const kinds: string[] = [];
  if (money.test(value)) kinds.push('val:money');
  if (dateOrTime.test(value)) kinds.push('val:date-time');
  const valueWords = words(value);
  if (valueWords.length > 0 && lexiconClassesOf(valueWords).length > 0) kinds.push('val:label-word');
  if (value.length > 12) kinds.push('val:long');
  if (/^[A-Z]{0,3}\d{1,4}[A-Z]?$/i.test(value)) kinds.push('val:id');
  return kinds;
}

function candidate(
  pair: LabelledValue,
  kinds: readonly string[],
  field: Candidate['field'],
  value: string,
  traits: string[],
): Candidate {
  return {
    field,
    value,
    line: pair.line,
    order: pair.order,
    source: pair.kind,
    labelWords: pair.labelWords,
    labelLine: pair.labelLine,
    traits: [`shape:${valueShape(value)}`, ...kinds, ...traits],
  };
}

type SeatReading = { seats: string[]; partial: boolean } | undefined;

// Table rows, wallet passes and PDF pages repeat the same values: read each once per document.
const seatReadings = documentCache<SeatReading>();

function seatsFrom(value: string): SeatReading {
  if (seatReadings.has(value)) return seatReadings.get(value);
  const reading = readSeats(value);
  seatReadings.set(value, reading);
  return reading;
}

// '2 x Standard', '2 x £3.95': a count of what follows, not seats 2 and X.
const countTimes = /^\d{1,2}\s*[x×]\s/i;

// '20 feb', '4. März 2027', 'Jun 5': a day and its month (a wallet pass's date field), no seat.
function isDayAndMonth(value: string): boolean {
  const tokens = value.split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3) return false;
  const [first, second] = tokens as [string, string];
  const day = /^\d{1,2}\.?,?$/;
  return (
    (day.test(first) && monthNumber(second.replace(/,$/, '')) !== undefined) ||
    (monthNumber(first) !== undefined && day.test(second))
  );
}

function readSeats(value: string): SeatReading {
  if (countTimes.test(value) || isDayAndMonth(value)) return undefined;
  const whole = parseSeatList(value);
  if (whole) return { seats: whole, partial: false };
  // 'Seats 7-8 (2 tickets)': the longest leading part that is a seat list; not the start of a place's
  // name ('Místo O2 arena, Praha': Czech 'místo' is the venue as well as the seat).
  const tokens = value.split(/\s+/);
  for (let take = tokens.length - 1; take >= 1; take -= 1) {
    const seats = parseSeatList(tokens.slice(0, take).join(' '));
    if (seats) return venueNouns.has(words(tokens[take]!)[0] ?? '') ? undefined : { seats, partial: true };
  }
  return undefined;
}

const venueNouns = new Set<string>(valueHints.venueNoun);

// Unicode-property patterns are module constants: esbuild (tsx, the bundles) turns a literal with
// \p{…} into `new RegExp(…)`, which would build it again on every call.
const letterOrDigit = /[\p{L}\p{N}]/u;

// '2', '2 x', '3 tickets', '4 (plein tarif)', '3 (2 Adult, 1 Child)', '2 張', '2枚', '2매': a count, with its
// unit (the Chinese, Japanese and Korean counters of tickets too) or a note on the price after it.
const quantityValue =
  /^(?:x\s*)?(\d{1,2})(?:\s*(?:x|×|tickets?|billets?|places?|entradas?|karten|kaarten|stk|pcs|張|张|枚|매|장))?\.?(?:\s*\([^()]{1,30}\))?$/i;

// 'Row | N/A', 'Row | –': a table's word for no place is no section, row or seat.
const noPlace = /^(?:n\/?a|tba|tbc|none|keine?|aucune?|ninguno|nvt|[-–—]+)$/i;
// 'GATES | 1 hr before first pitch', 'Einlass | 60 Minuten vorher': a length of time is no place.
const duration =
  /^\d+(?:[.,]\d+)?\s*(?:h|hrs?|hours?|mins?|minutes?|std|stunden?|minuten|heures?|horas?|minutos?|uur|minuten)\.?(?:\s|$)/i;
// 'Seat | GA', 'Seat | Unreserved': general admission is no row or seat (as a section it may name an area).
const namesAdmission = (value: string) => phraseClasses(words(value)).includes('generalAdmission');

const rowLabel = new Set<string>(lexicon.row);
const seatLabel = new Set<string>(lexicon.seat);
const prefixedSeat = /^(\p{L}{1,2})(\d{1,4})$/u;

/** The rows labelled on each line ('Row | M'), for seats that repeat theirs ('Seats | M11 - M13'). */
function labelledRows(pairs: readonly LabelledValue[]): Map<number, string[]> {
  const rows = new Map<number, string[]>();
  for (const pair of pairs) {
    if (pair.labelWords.length !== 1 || !rowLabel.has(pair.labelWords[0]!)) continue;
    rows.set(pair.line, [...(rows.get(pair.line) ?? []), foldText(pair.value.trim())]);
  }
  return rows;
}

/**
 * 'Row | M' over 'Seats | M11 - M13': seats written with their row's letters in front are seats 11 to
 * 13 of row M. Only when the row labelled on this line or the two above is exactly those letters.
 */
function withoutRowPrefix(seats: string[], line: number, rows: Map<number, string[]>): string[] {
  const prefixes = new Set(seats.map((seat) => prefixedSeat.exec(seat)?.[1]?.toLowerCase()));
  const [prefix] = prefixes;
  if (prefixes.size !== 1 || prefix === undefined) return seats;
  const rowAbove = [line, line - 1, line - 2].some((at) => rows.get(at)?.includes(foldText(prefix)));
  return rowAbove ? seats.map((seat) => seat.slice(prefix.length)) : seats;
}

const countOrSeat = new Set(['seat', 'quantity']);
// What a label may name besides seating; a venue word is left out ('Lugar' is the venue in Spanish and
// the seat in Portuguese).
const notSeating = new Set(['price', 'event', 'date', 'time', 'doors', 'end', 'order', 'purchase', 'gate']);

/**
 * 'Price Level | 1', 'GAME | 2': a label that names something else, and names neither seats nor a
 * count, holds no seats.
 */
function labelNamesOtherThanSeats(pair: LabelledValue): boolean {
  const classes = lexiconClassesOf(pair.labelWords);
  return classes.some((cls) => notSeating.has(cls)) && !classes.some((cls) => countOrSeat.has(cls));
}

/**
 * Section, row, seats and quantity candidates read from labelled values. A table row that names an
 * add-on or a fee ('Parking - Lot 5 | 1', 'Convenience Fee | 4', 'Park & Ride | 2 riders') holds no
 * seats and counts no tickets.
 */
export function seatingCandidates(pairs: readonly LabelledValue[], lines: readonly TextLine[]): Candidate[] {
  const out: Candidate[] = [];
  const numbering = numberingColumns(pairs);
  const rows = labelledRows(pairs);
  for (const pair of pairs) {
    // A long value may be short with a note after it ('1, 3 (side by side - odd-numbered side)').
    const value = pair.value.length > 40 ? withoutTrailingNote(pair.value.trim()) : pair.value.trim();
    // 'Row | –': a dash where a table has nothing to say.
    if (
      value.length === 0 ||
      value.length > 40 ||
      !letterOrDigit.test(value) ||
      noPlace.test(value) ||
      duration.test(value)
    )
      continue;
    const admission = namesAdmission(value);
    const valueWords = value.split(/\s+/);
    // The kinds describe what is written, not the normalised value ('19–20' is no price).
    const kinds = valueKinds(pair.value);
    const rowHead = pair.kind === 'column' ? lines[pair.line]?.cells[0] : undefined;
    const addOnRow = rowHead !== undefined && rowHead !== value && isAddOnOrFee(rowHead);
    const reading = admission || addOnRow || labelNamesOtherThanSeats(pair) ? undefined : seatsFrom(value);
    // 'Seats | B5 - B6': a seat list under a seat label is no section or row.
    const seatList =
      reading !== undefined &&
      !reading.partial &&
      pair.labelWords.length === 1 &&
      seatLabel.has(pair.labelWords[0]!) &&
      /[\d]\s*[-–,&]/.test(value);
    if (valueWords.length <= 5 && letterOrDigit.test(value) && !seatList) {
      out.push(candidate(pair, kinds, 'section', value, ['part:whole']));
      const keyword = leadingKeyword.exec(value);
      if (keyword && sectionKeywords.has(foldText(keyword[1]!.replace(/\.$/, '')))) {
        out.push(candidate(pair, kinds, 'section', value.slice(keyword[0].length), ['part:after-keyword']));
      } else if (valueWords.length > 1) {
        out.push(candidate(pair, kinds, 'section', valueWords[0]!.replace(/[,;]$/, ''), ['part:first']));
      }
    }
    if (value.length <= 12 && valueWords.length <= 3 && !seatList && !admission) {
      out.push(candidate(pair, kinds, 'row', value, ['part:whole']));
      if (valueWords.length > 1)
        out.push(candidate(pair, kinds, 'row', valueWords[0]!.replace(/[,;]$/, ''), ['part:first']));
    }
    const seats = reading && { ...reading, seats: withoutRowPrefix(reading.seats, pair.line, rows) };
    if (seats) {
      const traits = [
        seats.partial ? 'part:prefix' : 'part:whole',
        `seats:n${Math.min(seats.seats.length, 9)}`,
      ];
      if (/\d\s*-\s*\d/.test(value)) traits.push('seats:range');
      if (/[,&]|\s(and|und|y|et|en)\s/.test(value)) traits.push('seats:list');
      out.push({ ...candidate(pair, kinds, 'seats', seats.seats.join(','), traits), seats: seats.seats });
    }
    const quantity = quantityValue.exec(value);
    const counting = numbering.has(`${pair.labelLine}|${pair.order}`);
    if (quantity && !counting && !addOnRow) {
      const count = Number(quantity[1]);
      if (count >= 1 && count <= 50)
        out.push(candidate(pair, kinds, 'quantity', String(count), [`qty:${Math.min(count, 9)}`]));
    }
  }
  return out;
}

/**
 * Table columns that number their rows ('Entrada | Sector | Fila' over '1 | 104 | 12', '2 | 104 | 12', …):
 * 1, 2, 3 down the column counts rows, not tickets. Keyed by header line and column.
 */
function numberingColumns(pairs: readonly LabelledValue[]): Set<string> {
  const columns = new Map<string, string[]>();
  for (const pair of pairs) {
    if (pair.kind !== 'column') continue;
    const key = `${pair.labelLine}|${pair.order}`;
    columns.set(key, [...(columns.get(key) ?? []), pair.value.trim()]);
  }
  const numbering = new Set<string>();
  for (const [key, values] of columns) {
    if (values.length >= 3 && values.every((value, i) => value === String(i + 1))) numbering.add(key);
  }
  return numbering;
}
