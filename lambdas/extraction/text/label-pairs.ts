import {
  lexiconClassesOf,
  namingSectionWords,
  phraseClasses,
  seatingKeywordClass,
} from '../candidates/lexicon.ts';
import type { TextLine } from './document-lines.ts';
import { labelKey, words } from './normalise.ts';
import { rowShape, spacedHeader, spacedRowPairs } from './spaced-table.ts';

export type PairKind = 'colon' | 'cell' | 'column' | 'below' | 'inline' | 'lead';

/** A value beside, after or under its label, however the layout puts it. */
export interface LabelledValue {
  rawLabel: string;
  /** Folded words of the label. */
  labelWords: string[];
  value: string;
  /** Line of the value; the line of the label may be above it. */
  line: number;
  labelLine: number;
  kind: PairKind;
  /** Order within the line (cell index × 100 + segment), to keep document order. */
  order: number;
}

const maxLabelWords = 6;
const colonPattern = /:(?=\s|$)/g;
const trailingJunk = /[\s,;|·•\-–]+$/;

/** A short text with no digits that reads like a label ('Section', 'Event date', 'Seat(s):'). */
export function isLabelLike(text: string): boolean {
  const labelWords = words(text);
  return (
    labelWords.length > 0 &&
    labelWords.length <= 4 &&
    text.length <= 40 &&
    !/[\d,]/.test(text) &&
    !/[!?]$/.test(text.trim()) &&
    (!text.trim().endsWith('.') || abbreviation.test(text.trim()))
  );
}

// A table header may abbreviate ('Cant.', 'Qty.', 'Nr.'); a longer last word before a stop ends a sentence.
const abbreviation = /(?:^|\s)\p{L}{1,5}\.$/u;
const longAbbreviation = /^\p{L}{6,12}\.$/u;

/** 'Row E', 'Block K', 'Catégorie 2': a seating keyword with its value, not a bare label. */
export function isKeywordWithValue(text: string): boolean {
  const [first, ...rest] = text.split(/\s+/);
  return (
    rest.length > 0 &&
    rest.length <= 2 &&
    rest.every((token) => /\d/.test(token) || token.length <= 3) &&
    // 'Rangée Row', 'Reihe Row': a label in two languages, not a row named 'Row'.
    !rest.some((token) => seatingKeywordClass(token) !== undefined) &&
    seatingKeywordClass(first!.replace(/[.:]$/, '')) !== undefined
  );
}

// 'Posto unico non numerato · Quantità: 2': a middle dot or a bullet ends the words before a label.
const pieceBreak = /\s[·•]\s/gu;

function labelStart(before: string, first: boolean): number {
  const breaks = [...before.matchAll(pieceBreak)];
  const lastBreak = breaks.at(-1);
  if (first && lastBreak) {
    const offset = lastBreak.index + lastBreak[0].length;
    const start = labelStart(before.slice(offset), true);
    return start < 0 ? -1 : offset + start;
  }
  const tokens = [...before.matchAll(/\S+/g)];
  if (tokens.length === 0) return -1;
  if (first && tokens.length <= maxLabelWords) return tokens[0]!.index;
  // Later labels in a cell: the longest lexicon phrase before the colon, else the last word. The
  // phrase must be a label as a whole: in 'Section: Orchestra Row: F' the label is 'Row', and the
  // words before it are the section's value.
  for (let take = Math.min(3, tokens.length); take >= 1; take -= 1) {
    const start = tokens[tokens.length - take]!.index;
    if (phraseClasses(labelPhrase(before.slice(start))).length > 0) return start;
  }
  return tokens[tokens.length - 1]!.index;
}

// 'Seat(s)', 'Ticket(s)': the label's words without the plural in brackets.
const labelPhrase = (text: string) => words(text.replace(/\(s\)\s*$/i, ''));

function colonPairs(cell: string, line: TextLine, cellIndex: number, out: LabelledValue[]): boolean {
  const colons = [...cell.matchAll(colonPattern)].map((match) => match.index);
  if (colons.length === 0) return false;
  const labels: { start: number; colon: number }[] = [];
  let previousEnd = 0;
  colons.forEach((colon, i) => {
    const start = labelStart(cell.slice(previousEnd, colon), i === 0);
    if (start < 0) return;
    // After the first label, a colon opens a new label only after a known one: in
    // 'EVENT: PAPER CROWNS: A NEW MUSICAL' the second colon belongs to the title.
    if (i > 0 && phraseClasses(labelPhrase(cell.slice(previousEnd + start, colon))).length === 0) return;
    labels.push({ start: previousEnd + start, colon });
    previousEnd = colon + 1;
  });
  labels.forEach((label, i) => {
    const rawLabel = cell.slice(label.start, label.colon).trim();
    const end = labels[i + 1]?.start ?? cell.length;
    const value = cell
      .slice(label.colon + 1, end)
      .replace(trailingJunk, '')
      .trim();
    const labelWords = labelPhrase(rawLabel);
    if (labelWords.length === 0 || value.length === 0) return;
    out.push({
      rawLabel,
      labelWords,
      value,
      line: line.index,
      labelLine: line.index,
      kind: 'colon',
      order: cellIndex * 100 + i,
    });
  });
  return labels.length > 0;
}

/** Whether a cell holds a known label with its colon and value ('Posto unico · Quantità: 2'). */
function hasKnownColonLabel(cell: string, line: TextLine): boolean {
  const found: LabelledValue[] = [];
  colonPairs(cell, line, 0, found);
  return found.some((pair) => phraseClasses(pair.labelWords).length > 0);
}

const isKnownLabel = (cell: string) => lexiconClassesOf(words(cell)).length > 0;
const leadsWithLabel = (cell: string) => {
  const cellWords = words(cell);
  return [1, 2, 3].some((n) => n <= cellWords.length && phraseClasses(cellWords.slice(0, n)).length > 0);
};

/**
 * A table header: label cells over a row of values. 'ROW | A' over 'SEAT | 6' is a list of label/value
 * pairs instead, so a two-cell header needs both cells to be known labels, and a wider one half of them.
 */
function isHeaderRow(line: TextLine, next: TextLine | undefined): boolean {
  if (line.cells.length < 2 || next === undefined) return false;
  if (next.cells.length !== line.cells.length + headerOffset(line, next)) return false;
  // '# | Game | Section | Row': a column of line numbers has no words over it.
  const headed = line.cells.filter((cell) => words(cell).length > 0);
  if (next.cells.every(isLabelLike)) return false;
  const abbreviated = headed.filter((cell) => !isLabelLike(cell) && longAbbreviation.test(cell.trim()));
  if (abbreviated.length > 1 || !headed.every((cell) => isLabelLike(cell) || abbreviated.includes(cell)))
    return false;
  // A header cell starts with its label: 'Movistar Arena - Bogotá' holds a label word but names a place.
  const known = headed.filter(leadsWithLabel).length;
  if (line.cells.length === 2) return known === 2 && !labelsAnotherField(line.cells[0]!, next.cells[0]!);
  // 'Kategorie | Block | Reihe | Platz | Preiskat. | Preis': a header of known labels may cut one long
  // word short.
  if (abbreviated.length > 0) return known >= 3 && known * 2 >= headed.length;
  return known * 2 >= headed.length;
}

/**
 * 'VAK | Zaal' over 'RIJ | 12' (a Wallet pass's fields, a label and its value a line, the value a word
 * that also labels something) is no header: under the first column stands another field's label, not a
 * value of that column ('Bereich | Anzahl' over 'Parkett | 2' is one).
 */
function labelsAnotherField(headerCell: string, cellBelow: string): boolean {
  const below = phraseClasses(words(cellBelow));
  if (below.length === 0) return false;
  const above = new Set(phraseClasses(words(headerCell)));
  return !below.some((cls) => above.has(cls));
}

/**
 * 1 when the rows have a first column the header leaves blank ('BLOC | RANG | PLACE' over 'Billet 1 |
 * 112 | 14 | 22': the empty cell over the row names is not in the line), else 0.
 */
function headerOffset(header: TextLine, row: TextLine): number {
  return header.cells.length >= 3 && row.cells.length === header.cells.length + 1 ? 1 : 0;
}

/**
 * 'Rang F' under 'Rang': a cell that repeats its column's label holds the value after it; 'Zona B' under
 * 'Zona' is a name with its word.
 */
function withoutOwnLabel(cell: string, label: string): string {
  const trimmed = label.trim();
  if (trimmed === '' || cell.length <= trimmed.length + 1 || namingSectionWords.has(labelKey(trimmed)))
    return cell;
  const head = cell.slice(0, trimmed.length);
  return head.toLowerCase() === trimmed.toLowerCase() && cell[trimmed.length] === ' '
    ? cell.slice(trimmed.length + 1).trim()
    : cell;
}

const startsUpper = /^\p{Lu}/u;
const leadClasses = new Set(['event', 'venue', 'date', 'time', 'order', 'quantity']);

function leadingLabel(text: string): Pick<LabelledValue, 'rawLabel' | 'labelWords' | 'value'> | undefined {
  // Both labels tried start where the text starts: without a capital there, neither can be one.
  if (!startsUpper.test(text)) return undefined;
  const tokens = text.split(' ');
  for (const take of [2, 1]) {
    if (tokens.length <= take) continue;
    const rawLabel = tokens.slice(0, take).join(' ');
    const labelWords = words(rawLabel);
    if (labelWords.length !== take || !startsUpper.test(rawLabel)) continue;
    // The whole label must be a known phrase of a field ('Event', 'Order number'), not a word of a title.
    if (phraseClasses(labelWords).some((cls) => leadClasses.has(cls))) {
      return { rawLabel, labelWords, value: tokens.slice(take).join(' ') };
    }
  }
  return undefined;
}

const dotSeparator = /\s+[·•]\s+/;

/**
 * 'BLOCK · REIHE · PLATZ' over '207 · 11 · 4': a card's small grid printed as two lines of dotted parts,
 * labels over as many values, each value paired with the label above it.
 */
function dottedColumnPairs(line: TextLine, next: TextLine | undefined, index: number): LabelledValue[] {
  if (line.cells.length !== 1 || next?.cells.length !== 1 || next.source !== line.source) return [];
  const labels = line.text.split(dotSeparator);
  if (labels.length < 2 || !labels.every((label) => isLabelLike(label) && leadsWithLabel(label))) return [];
  const values = next.text.split(dotSeparator);
  if (values.length !== labels.length || values.some(isLabelLike)) return [];
  return values.map((value, j) => ({
    rawLabel: labels[j]!,
    labelWords: words(labels[j]!),
    value,
    line: index + 1,
    labelLine: index,
    kind: 'column' as const,
    order: j * 100,
  }));
}

const slash = /\s+\/\s+/;

/** 'Einlass / Beginn | 17:30 Uhr / 19:30 Uhr': two labels over two values, each value with its own label. */
function slashPairs(label: string, value: string, index: number, cellIndex: number): LabelledValue[] {
  const labels = label.split(slash);
  if (labels.length < 2 || !labels.every((part) => isLabelLike(part) && leadsWithLabel(part))) return [];
  const values = value.split(slash);
  if (values.length !== labels.length) return [];
  return values.map((part, j) => ({
    rawLabel: labels[j]!,
    labelWords: words(labels[j]!),
    value: part,
    line: index,
    labelLine: index,
    kind: 'cell' as const,
    order: cellIndex * 100 + j,
  }));
}

const isSeatingClass = (cls: string) => cls === 'section' || cls === 'row' || cls === 'seat';
// A column label is a known phrase as a whole ('Section', 'Row', 'Price'), not a value that starts with one,
// or one with a word of what kind of it the column holds ('Price Type', 'Ticket Type', 'Price Level').
const kindOfLabel = new Set(['type', 'level', 'category', 'class', 'code', 'name', 'description', 'details']);
const isColumnLabel = (text: string) => {
  if (!isLabelLike(text)) return false;
  const labelWords = words(text);
  if (phraseClasses(labelWords).length > 0) return true;
  return (
    labelWords.length === 2 &&
    kindOfLabel.has(labelWords[1]!) &&
    phraseClasses(labelWords.slice(0, 1)).length > 0
  );
};
const valueShape = (text: string) =>
  /[$€£¥]|\d[.,]\d\d\b/.test(text) ? 'money' : /^[\d\s,&-]+$/.test(text) ? 'number' : 'text';
const isOneCell = (line: TextLine | undefined, source: TextLine['source']): line is TextLine =>
  line !== undefined && line.cells.length === 1 && line.source === source;

/**
 * A table flattened to one cell per line, as plain-text renderings of HTML mail come out: three or more
 * labels, one a line ('Section' / 'Row' / 'Seat' / 'Price'), then their values in the same order, one
 * row after the other while the values keep the first row's shapes ('Orchestra' / 'M' / '14' /
 * '$129.00'). Each value is paired with its label; the lines used are returned too.
 */
function stackedColumnPairs(lines: readonly TextLine[]): {
  pairs: LabelledValue[];
  used: Set<number>;
} {
  const pairs: LabelledValue[] = [];
  const used = new Set<number>();
  for (let start = 0; start < lines.length; start += 1) {
    const source = lines[start]!.source;
    let width = 0;
    // A word the lexicon does not know between labels it does ('Bloc' / 'Rang' / 'Place' / 'Tarif' /
    // 'Prix') is a label as well; not a value ('ROW' / 'D' / 'SEAT').
    const inHeader = (at: number) =>
      isOneCell(lines[at], source) &&
      (isColumnLabel(lines[at]!.text) ||
        (at >= start + 2 &&
          words(lines[at]!.text).length === 1 &&
          lines[at]!.text.length >= 4 &&
          isLabelLike(lines[at]!.text) &&
          isOneCell(lines[at + 1], source) &&
          isColumnLabel(lines[at + 1]!.text)));
    while (inHeader(start + width)) width += 1;
    if (width < 3) continue;
    const header = lines.slice(start, start + width);
    const seating = new Set(header.flatMap((line) => phraseClasses(words(line.text))).filter(isSeatingClass));
    if (seating.size < 2) continue;
    let shapes: string[] | undefined;
    let row = start + width;
    for (;;) {
      const values = lines.slice(row, row + width);
      if (values.length < width || !values.every((line) => isOneCell(line, source))) break;
      if (values.some((line) => phraseClasses(words(line.text)).some(isSeatingClass))) break;
      const rowShapes = values.map((line) => valueShape(line.text));
      if (shapes && rowShapes.some((shape, j) => shape !== shapes![j])) break;
      shapes = rowShapes;
      values.forEach((line, j) => {
        pairs.push({
          rawLabel: header[j]!.text,
          labelWords: words(header[j]!.text),
          value: line.text,
          line: line.index,
          labelLine: header[j]!.index,
          kind: 'column',
          order: j * 100,
        });
      });
      row += width;
    }
    if (!shapes) continue;
    for (let i = start; i < row; i += 1) used.add(lines[i]!.index);
    start = row - 1;
  }
  return { pairs, used };
}

// How many detail lines (date, venue, seats, price level) a plain-text table's row may have under it.
const detailLinesReach = 10;

/** Every label/value pair of the document's lines. */
function twoFields(first: string, second: string): boolean {
  const named = new Set(phraseClasses(words(first)));
  const classes = phraseClasses(words(second));
  return classes.length > 0 && !classes.some((cls) => named.has(cls));
}

export function labelPairs(lines: readonly TextLine[]): LabelledValue[] {
  const stacked = stackedColumnPairs(lines);
  const pairs: LabelledValue[] = [...stacked.pairs];
  let header: TextLine | undefined;
  let spaced: { header: TextLine; columns: string[] } | undefined;
  // A plain-text table whose rows each have detail lines under them: the next row, as far as it is shaped
  // like the last one (the same kinds of values), still belongs to the header.
  let resumable: { header: TextLine; columns: string[]; shape: string; lastLine: number } | undefined;
  lines.forEach((line, index) => {
    if (stacked.used.has(line.index)) return;
    const next = lines[index + 1];
    if (spaced) {
      const row = spacedRowPairs(spaced.columns, spaced.header, line);
      if (row) {
        pairs.push(...row);
        // The first row sets the shape; a first row of words alone, like prose, leaves the table closed.
        const shape = rowShape(row);
        if (resumable?.header !== spaced.header)
          resumable = /count|amount/.test(shape) ? { ...spaced, shape, lastLine: line.index } : undefined;
        else resumable.lastLine = line.index;
        return;
      }
      spaced = undefined;
    }
    if (
      resumable &&
      (line.source !== resumable.header.source || line.index - resumable.lastLine > detailLinesReach)
    )
      resumable = undefined;
    if (resumable) {
      const row = spacedRowPairs(resumable.columns, resumable.header, line);
      if (row && rowShape(row) === resumable.shape) {
        pairs.push(...row);
        spaced = { header: resumable.header, columns: resumable.columns };
        resumable.lastLine = line.index;
        return;
      }
    }
    const columns = spacedHeader(line);
    if (columns && next && spacedRowPairs(columns, line, next)) {
      spaced = { header: line, columns };
      resumable = undefined;
      return;
    }
    if (
      header &&
      (line.cells.length !== header.cells.length + headerOffset(header, line) ||
        line.source !== header.source)
    )
      header = undefined;
    if (!header && isHeaderRow(line, next)) {
      header = line;
      return;
    }
    const dotted = header ? [] : dottedColumnPairs(line, next, index);
    if (dotted.length > 0) {
      pairs.push(...dotted);
      return;
    }
    if (header) {
      const columns = header.cells;
      const offset = headerOffset(header, line);
      line.cells.forEach((cell, j) => {
        if (j < offset) return;
        const rawLabel = columns[j - offset]!;
        pairs.push({
          rawLabel,
          labelWords: words(rawLabel),
          value: withoutOwnLabel(cell, rawLabel),
          line: index,
          labelLine: header!.index,
          kind: 'column',
          order: j * 100,
        });
      });
      return;
    }
    // A row of known labels ('Block | Reihe | Platz | Anzahl') is a header, not labels with values; but
    // 'Section | Second Tier' is a label and its value, a section named with a word of the lexicon, and
    // so is 'Stand | Grandstand': a header's two labels name two fields.
    const allLabels =
      line.cells.length >= 2 &&
      line.cells.every(isKnownLabel) &&
      (line.cells.length > 2 || twoFields(line.cells[0]!, line.cells[1]!));
    let cellIndex = allLabels ? line.cells.length : 0;
    while (cellIndex < line.cells.length) {
      const cell = line.cells[cellIndex]!;
      const following = line.cells[cellIndex + 1];
      const bareLabel = cell.endsWith(':') ? cell.slice(0, -1).trim() : cell;
      if (colonPairs(cell, line, cellIndex, pairs) && !cell.endsWith(':')) {
        cellIndex += 1;
        continue;
      }
      const slashed = following === undefined ? [] : slashPairs(bareLabel, following, index, cellIndex);
      if (slashed.length > 0) {
        pairs.push(...slashed);
        cellIndex += 2;
        continue;
      }
      if (
        following !== undefined &&
        isLabelLike(bareLabel) &&
        !isKeywordWithValue(bareLabel) &&
        // 'Parterre in piedi | Posto unico · Quantità: 2': a cell with a label of its own is no value.
        !hasKnownColonLabel(following, line) &&
        (!isLabelLike(following) || cell.endsWith(':') || lexiconClassesOf(words(bareLabel)).length > 0)
      ) {
        pairs.push({
          rawLabel: bareLabel,
          labelWords: words(bareLabel),
          value: following,
          line: index,
          labelLine: index,
          kind: 'cell',
          order: cellIndex * 100,
        });
        cellIndex += 2;
        continue;
      }
      cellIndex += 1;
    }
    // 'Where Maple Garden Arena': a known label leading a line, as plain-text tables come out.
    if (line.cells.length === 1 && !/:\s/.test(line.text)) {
      const lead = leadingLabel(line.text);
      if (lead) pairs.push({ ...lead, line: index, labelLine: index, kind: 'lead', order: 0 });
    }
    // A label on a line of its own, its value on the next line.
    if (line.cells.length === 1 && next && next.cells.length === 1 && next.source === line.source) {
      const bare = line.text.endsWith(':') ? line.text.slice(0, -1).trim() : line.text;
      if (
        isLabelLike(bare) &&
        !/:\s/.test(bare) &&
        // 'Zona B' over 'Fila' over 'D': a label with its value labels no next line.
        !isKeywordWithValue(bare) &&
        // 'SECTION CIRCLE' over 'ROW C': the next line is a label with its value of its own.
        !isKeywordWithValue(next.text) &&
        !(next.cells.length === 1 && next.text.endsWith(':'))
      ) {
        const value = next.cells[0]!;
        // A heading over a line is no label unless it says so (a colon) or starts with a known one:
        // 'Venue details' over 'Ball Arena' labels it, 'Ball Arena' over '1000 Chopper Cir' does not.
        const labelWords = line.text.endsWith(':') || leadsWithLabel(bare) ? words(bare) : [];
        pairs.push({
          rawLabel: bare,
          labelWords,
          value,
          line: next.index,
          labelLine: index,
          kind: 'below',
          order: -1,
        });
      }
    }
  });
  return pairs.flatMap(splitJointPair);
}

/**
 * 'SEC/ROW/SEAT' over '112/K/7': one label and one value for three fields, split into their pairs when
 * both have as many parts and each part of the label is a seating word.
 */
function splitJointPair(pair: LabelledValue): LabelledValue[] {
  if (!pair.rawLabel.includes('/') || !pair.value.includes('/')) return [pair];
  const labels = pair.rawLabel.split('/').map((part) => part.trim());
  const values = pair.value.split('/').map((part) => part.trim());
  const joint =
    labels.length >= 2 &&
    labels.length === values.length &&
    values.every((value) => value.length > 0) &&
    labels.every((label) => {
      const labelWords = words(label);
      return labelWords.length === 1 && seatingKeywordClass(labelWords[0]!) !== undefined;
    });
  if (!joint) return [pair];
  return labels.map((label, i) => ({
    ...pair,
    rawLabel: label,
    labelWords: words(label),
    value: values[i]!,
    order: pair.order + i,
  }));
}
