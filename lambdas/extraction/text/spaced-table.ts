import { lexiconClassesOf } from '../candidates/lexicon.ts';
import type { TextLine } from './document-lines.ts';
import type { LabelledValue } from './label-pairs.ts';
import { words } from './normalise.ts';

const tableClasses = new Set(['section', 'row', 'seat', 'quantity', 'price', 'event', 'date']);
const wideClasses = new Set(['section', 'event', 'venue']);

const headers = new WeakMap<TextLine, string[] | null>();

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
  if (line.cells.length !== 1) return undefined;
  const columns = line.text.split(' ');
  if (columns.length < 2 || columns.length > 8 || /\d/.test(line.text)) return undefined;
  const known = columns.filter((column) =>
    lexiconClassesOf(words(column)).some((cls) => tableClasses.has(cls)),
  );
  return known.length >= 2 && known.length >= columns.length - 1 ? columns : undefined;
}

function rowTokens(text: string): string[] {
  // '281,00 €' is one value.
  return text
    .replace(/(\d)\s+([€$£])(?!\d)/g, '$1$2')
    .replace(/([€$£])\s+(\d)/g, '$1$2')
    .split(' ');
}

/**
 * The values of one row under a plain-text header. Columns take one word each, except one wide column
 * (section, event or venue) that takes what is left over: 'REAR MEZZANINE' under SECTION.
 */
export function spacedRowPairs(
  columns: readonly string[],
  header: TextLine,
  line: TextLine,
): LabelledValue[] | undefined {
  if (line.cells.length !== 1 || !/\d/.test(line.text)) return undefined;
  const tokens = rowTokens(line.text);
  if (tokens.length < columns.length) return undefined;
  const extra = tokens.length - columns.length;
  let wide = columns.findIndex((column) =>
    lexiconClassesOf(words(column)).some((cls) => wideClasses.has(cls)),
  );
  if (wide === -1) wide = extra > 0 ? columns.length - 1 : 0;
  return columns.map((column, j) => {
    const start = j <= wide ? j : j + extra;
    const end = j === wide ? j + extra + 1 : start + 1;
    return {
      rawLabel: column,
      labelWords: words(column.replace(/\(s\)$/i, '')),
      value: tokens.slice(start, end).join(' '),
      line: line.index,
      labelLine: header.index,
      kind: 'column' as const,
      order: j * 100,
    };
  });
}
