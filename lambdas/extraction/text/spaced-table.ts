import { numberLabel } from '../candidates/not-a-name.ts';
import { lexiconClassesOf } from '../candidates/lexicon.ts';
import type { TextLine } from './document-lines.ts';
import type { LabelledValue } from './label-pairs.ts';
import { parseSeatList } from '../candidates/seat-list.ts';
import { documentCache, words } from './normalise.ts';

const tableClasses = new Set(['section', 'row', 'seat', 'quantity', 'price', 'event', 'date', 'time']);
const wideClasses = new Set(['section', 'event', 'venue']);

// 'Ticket type: Standard', 'Booking reference: TS-8K4Q2M7': a label and its value.
const labelledLine = /^[^\d:]{1,30}:\s/;

// Per document (a Map is much cheaper than a WeakMap here); a line's header depends on the line alone.
const headers = documentCache<string[] | null, TextLine>();

/** A plain-text table header ('QTY SECTION ROW SEAT(S) PRICE', 'Block Reihe Platz Anzahl'): its columns. */
export function spacedHeader(line: TextLine): string[] | undefined {
  let columns = headers.get(line);
  if (columns === undefined) {
    columns = readSpacedHeader(line) ?? null;
    headers.set(line, columns);
  }
  return columns ?? undefined;
}

function readSpacedHeader(line: TextLine): string[] | undefined {
  // 'Delivery: Mobile Ticket' is a label and its value, whatever classes its words have.
  if (line.cells.length !== 1 || /\d/.test(line.text) || labelledLine.test(line.text)) return undefined;
  // 'VAK / SECTION RIJ / ROW': a column's label in two languages is one column.
  const columns = line.text.replace(/\s*\/\s*/g, '/').split(' ');
  if (columns.length < 2 || columns.length > 8) return undefined;
  const known = columns.filter((column) =>
    lexiconClassesOf(words(column)).some((cls) => tableClasses.has(cls)),
  );
  return known.length >= 2 && known.length >= columns.length - 1 ? columns : undefined;
}

const gateCode = /\d|^\p{Lu}{1,2}$/u;

function rowTokens(text: string): string[] {
  // '281,00 €' is one value.
  // '2:00 PM' is one value too.
  const tokens = text
    .replace(/(\d)\s+([€$£])(?!\d)/g, '$1$2')
    .replace(/([€$£])\s+(\d)/g, '$1$2')
    .replace(/(\d:\d\d)\s+([ap]\.?m\.?)(?=\s|$)/gi, '$1\u00a0$2')
    .split(' ');
  // 'GATE 4' under ENTER, 'Gate H' under ENTRANCE: a gate and its number or letter are one value.
  for (let i = tokens.length - 2; i >= 0; i -= 1) {
    if (gateCode.test(tokens[i + 1]!) && lexiconClassesOf(words(tokens[i]!)).includes('gate'))
      tokens.splice(i, 2, `${tokens[i]}\u00a0${tokens[i + 1]}`);
  }
  return tokens;
}

const lowerWord = /^\p{Ll}+$/u;

/**
 * The values of one row under a plain-text header. Columns take one word each, except a seat column,
 * which takes the longest run of words that reads as a seat list ('19 & 21'), and one wide column
 * (section, event or venue) that takes what is left over: 'REAR MEZZANINE' under SECTION.
 */
export function spacedRowPairs(
  columns: readonly string[],
  header: TextLine,
  line: TextLine,
): LabelledValue[] | undefined {
  if (line.cells.length !== 1 || !/\d/.test(line.text)) return undefined;
  const tokens = rowTokens(line.text);
  // 'Ticket-Nr. 9402 1187 3310', 'N° 7731 0204 5518 12', 'Ticket type: Standard £18.00' under a
  // ticket's seat columns: a code or a labelled value, no row of the table.
  if (numberLabel.test(tokens[0]!) || labelledLine.test(line.text)) return undefined;
  // '4471 0391 2288 1104', '7731 0916 2027 0207 44': a ticket's number printed in groups under its seat
  // columns (the last group may be shorter).
  if (
    tokens.length >= 3 &&
    tokens.every((token) => /^\d+$/.test(token)) &&
    tokens.filter((token) => token.length >= 4).length >= tokens.length - 1
  )
    return undefined;
  if (tokens.length < columns.length) return undefined;
  const classes = columns.map((column) => lexiconClassesOf(words(column)));
  // 'Order 610824466 Ticket 7731 0108 0603 1840', 'PRICE $214.00 …' under 'SECTION ROW SEAT': a line led
  // by the label of something the table has no column for is that label's value.
  const headed = new Set(classes.flat());
  const lead = lexiconClassesOf(words(tokens[0]!));
  if (lead.length > 0 && !lead.some((cls) => headed.has(cls))) return undefined;
  // 'SIDELINE RESERVED ORDER 27-4421 ACCT 300712' under 'SEC ROW SEAT PRICE': an order number inside the
  // line, where the table has no column for one, makes it a line of the ticket's print, no row.
  if (
    !headed.has('order') &&
    tokens.some(
      (token, i) =>
        i > 0 && /\d/.test(tokens[i + 1] ?? '') && lexiconClassesOf(words(token)).includes('order'),
    )
  )
    return undefined;
  // 'ITEM' or 'DESCRIPTION' first, a column of no class of its own, holds the event's words.
  let wide =
    classes[0]!.length === 0 && tokens.length > columns.length
      ? 0
      : classes.findIndex((list) => list.some((cls) => wideClasses.has(cls)));
  if (wide === -1) wide = tokens.length > columns.length ? columns.length - 1 : 0;
  const spans: [number, number][] = [];
  for (let j = 0; j < wide; j += 1) spans[j] = [j, j + 1];
  let end = tokens.length;
  for (let j = columns.length - 1; j > wide; j -= 1) {
    let start = end - 1;
    if (classes[j]!.includes('seat')) {
      // Only words beyond one per column can join a seat list.
      const spare = tokens.length - columns.length;
      for (let take = Math.min(end - (wide + 1), spare + 1); take > 1; take -= 1) {
        const run = tokens.slice(end - take, end);
        // Numbers joined by '&', 'and' or commas ('19 & 21', '7, 8'); '12 7-8' is a row and seats.
        const joined = run.some((token) => /^(?:[&+-]|and|und|y|et|en|to|bis)$|,$/i.test(token));
        if (
          joined &&
          run.every((token) => /\d|^(?:[&,+-]|and|und|y|et|en|to|bis)$/i.test(token)) &&
          parseSeatList(run.join(' '))
        ) {
          start = end - take;
          break;
        }
      }
    }
    spans[j] = [start, end];
    end = start;
  }
  if (end <= wide) return undefined;
  // 'Booking 30019476 Ticket 1 of 2': a word in lower case in a one-word column ('of') is prose.
  if (spans.some(([from, to], j) => j !== wide && to - from === 1 && lowerWord.test(tokens[from]!)))
    return undefined;
  spans[wide] = [wide, end];
  return columns.map((column, j) => ({
    rawLabel: column,
    labelWords: words(column.replace(/\(s\)$/i, '')),
    value: tokens.slice(spans[j]![0], spans[j]![1]).join(' '),
    line: line.index,
    labelLine: header.index,
    kind: 'column' as const,
    order: j * 100,
  }));
}

/** What a row's value is made of: several words, a whole number, an amount or price, or one word. */
function valueKind(value: string): string {
  if (value.includes(' ')) return 'text';
  if (/^\d+$/.test(value)) return 'count';
  if (/^[€$£]?\d[\d.,]*[€$£]?$/.test(value)) return 'amount';
  return /\d/.test(value) ? 'code' : 'word';
}

/**
 * The kinds of a row's values ('Ridgeview State Rams vs. Coastal Pines | 2 | $65.00 | $130.00' under
 * EVENT QTY PRICE TOTAL): a later line of the same kinds is another row of the table, after the detail
 * lines of the row before ('Sat, Sep 11, 2027 Kickoff 6:30 PM' is none).
 */
export const rowShape = (row: readonly LabelledValue[]): string =>
  row.map((pair) => valueKind(pair.value)).join('|');
