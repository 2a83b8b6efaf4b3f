import { limits } from './limits.ts';
import { isGarbled, normalizeSpace } from './normalize-space.ts';
import { unglued } from './unglued-lines.ts';

export interface LinesResult {
  lines: string[];
  truncated: boolean;
  /** Lines left out because broken decoding turned them into replacement characters. */
  garbled: number;
}

// A plain-text table: lines of three or more short cells set apart by runs of spaces or tabs.
const columnGap = /\t+| {2,}/;
const maxCellChars = 40;

function cellsOf(raw: string): string[] | undefined {
  const cells = raw.trim().split(columnGap);
  if (cells.length < 3 || cells.some((cell) => cell.length > maxCellChars || cell.includes('|')))
    return undefined;
  return cells.map(normalizeSpace);
}

/**
 * Each line's cells where it is one of a table's lines ('Block   Row   Seat   Ticket Type' over
 * 'C       12    101    Adult'): a neighbour splits into as many. A header whose gaps do not match
 * its rows' (a one-space gap in 'Anz. Kategorie') stays text.
 */
function tableCells(raws: readonly string[]): (string[] | undefined)[] {
  const cells = raws.map(cellsOf);
  return cells.map((own, i) =>
    own && [cells[i - 1], cells[i + 1]].some((other) => other?.length === own.length) ? own : undefined,
  );
}

/**
 * Splits plain text into trimmed, whitespace-collapsed, non-empty lines, up to a character budget. With
 * `columns`, the lines of a table aligned in columns keep their cells (' | ', as an HTML table's rows).
 */
export function textToLines(
  text: string,
  maxChars: number = limits.maxTextChars,
  { columns = false }: { columns?: boolean } = {},
): LinesResult {
  const lines: string[] = [];
  let chars = 0;
  let garbled = 0;
  const raws = text.split(/\r\n|\r|\n/);
  const cells = columns ? tableCells(raws) : [];
  for (const [i, raw] of raws.entries()) {
    const whole = cells[i]?.join(' | ') ?? normalizeSpace(raw);
    if (whole === '') continue;
    if (isGarbled(whole)) {
      garbled += 1;
      continue;
    }
    for (const line of unglued(whole)) {
      chars += line.length;
      if (chars > maxChars) return { lines, truncated: true, garbled };
      lines.push(line);
    }
  }
  return { lines, truncated: false, garbled };
}
