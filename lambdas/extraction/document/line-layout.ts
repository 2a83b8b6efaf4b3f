import { isGarbled, normalizeSpace } from './normalize-space.ts';
import { unglued } from './unglued-lines.ts';
import { isStreet, streetFirst, streetThenAddress } from '../text/street-address.ts';

/** Stands in the line list where a quoted or forwarded block began; removed before lines are returned. */
const quoteMarker = '\u0000quote';

interface Container {
  lines: string[];
  inline: string;
  /** Holds a table of its own, so its lines are layout, not a label or a value. */
  nested: boolean;
}

interface Row {
  cells: Container[];
  /** Depth of the container stack when the row opened: cells of this row sit one deeper. */
  depth: number;
}

// A cell of at most this many short lines reads as one value ('Section' / '101'); more is layout.
const maxJoinedCellLines = 3;
const maxJoinedLineChars = 100;

/**
 * Builds text lines from a stream of HTML-ish events: blocks break lines, table rows become one line of
 * cells joined with ' | ' when every cell holds a short value, nested layout tables are flattened.
 */
export class LineLayout {
  private readonly containers: Container[] = [{ lines: [], inline: '', nested: false }];
  private readonly rows: Row[] = [];
  private chars = 0;
  truncated = false;
  /** Lines left out because broken decoding turned them into replacement characters. */
  garbled = 0;

  constructor(private readonly maxChars: number) {}

  text(data: string): void {
    if (this.truncated) return;
    this.top().inline += data;
  }

  breakLine(): void {
    const container = this.top();
    if (container.inline === '') return;
    const line = normalizeSpace(container.inline);
    container.inline = '';
    if (line === '') return;
    if (isGarbled(line)) this.garbled += 1;
    else this.push(container, line);
  }

  openTable(): void {
    this.breakLine();
    this.top().nested = true;
  }

  openRow(): void {
    this.breakLine();
    this.top().nested = true;
    this.rows.push({ cells: [], depth: this.containers.length });
  }

  closeRow(): void {
    const row = this.rows.at(-1);
    if (!row || row.depth !== this.containers.length) return;
    this.rows.pop();
    this.renderRow(row);
  }

  openCell(): void {
    this.breakLine();
    this.containers.push({ lines: [], inline: '', nested: false });
  }

  closeCell(): void {
    const cell = this.popContainer();
    if (!cell) return;
    const row = this.rows.at(-1);
    if (row && row.depth === this.containers.length) row.cells.push(cell);
    else this.append(this.top(), cell.lines);
  }

  /** An inline block: its own line, its short lines joined like a value cell's. */
  openBox(): void {
    this.openCell();
  }

  closeBox(): void {
    const inner = this.popContainer();
    if (!inner) return;
    const target = this.top();
    if (isValueCell(inner)) {
      const line = cellText(inner);
      if (line !== '') target.lines.push(line);
    } else {
      this.append(target, inner.lines);
      if (inner.nested) target.nested = true;
    }
  }

  quoteStart(): void {
    this.breakLine();
    this.top().lines.push(quoteMarker);
  }

  /** The finished lines, and the indices in them at which quoted blocks began. */
  finish(): { lines: string[]; quoteStarts: number[] } {
    while (this.containers.length > 1) {
      if (this.rows.at(-1)?.depth === this.containers.length - 1) this.closeRow();
      this.closeCell();
    }
    while (this.rows.length > 0) this.closeRow();
    this.breakLine();
    const lines: string[] = [];
    const quoteStarts: number[] = [];
    for (const line of this.top().lines) {
      if (line === quoteMarker) quoteStarts.push(lines.length);
      else lines.push(...unglued(line));
    }
    return { lines, quoteStarts };
  }

  private renderRow(row: Row): void {
    const target = this.top();
    const cells = row.cells.filter((cell) => cell.lines.length > 0);
    const only = cells[0];
    if (cells.length === 1 && only) {
      this.append(target, only.lines);
      if (only.nested) target.nested = true;
    } else if (cells.every(isValueCell)) {
      const line = cells.map(cellText).join(' | ');
      if (line !== '') target.lines.push(line);
    } else {
      for (const cell of cells) this.append(target, cell.lines);
    }
  }

  private append(target: Container, lines: string[]): void {
    for (const line of lines) target.lines.push(line);
  }

  private push(container: Container, line: string): void {
    this.chars += line.length;
    if (this.chars > this.maxChars) {
      this.truncated = true;
      return;
    }
    container.lines.push(line);
  }

  /** Ends the innermost cell or box and takes it off the stack (never the document itself). */
  private popContainer(): Container | undefined {
    if (this.containers.length < 2) return undefined;
    this.breakLine();
    return this.containers.pop();
  }

  private top(): Container {
    return this.containers[this.containers.length - 1] as Container;
  }
}

// 'De Passage 100', 'Corredera Baja de San Pablo, 15': a street named without a word for street.
const numberLast = /^\p{Lu}[\p{L}.'’ -]{2,40},?\s\d{1,4}[a-z]?\b/u;

/**
 * A value cell as text. Its lines are joined with a space ('Section' / '101'), but a name over an address
 * ('Twin Oaks Ballroom' / '455 Hennepin Loop' / 'Minneapolis, MN'; 'Dominion Theatre' / '268-269
 * Tottenham Court Road'; 'Victoria Palace Theatre' / 'Victoria Street' / 'London SW1E 5EA'; 'The
 * Louisiana' / 'Wapping Road, Bristol, BS1 6UA') keeps its breaks as commas.
 */
function cellText(cell: Container): string {
  const [first, ...rest] = cell.lines;
  if (first === undefined) return '';
  const streetBelow =
    /^\d+[a-z]?(?:[-–]\d+[a-z]?)?\s+\p{L}/iu.test(rest[0] ?? '') ||
    streetFirst.test(rest[0] ?? '') ||
    numberLast.test(rest[0] ?? '') ||
    streetThenAddress.test(rest[0] ?? '') ||
    (rest.length >= 2 && /\d/.test(rest.at(-1)!));
  // A one-word name ('L'Olympia') keeps its break only above a street that says so ('28 boulevard des
  // Capucines'); above '101' it is a label ('Section').
  const addressBelow =
    rest.length > 0 && !/:$/.test(first) && (/\s/.test(first) ? streetBelow : isStreet(rest[0]!));
  if (addressBelow) return [first.replace(/,$/, ''), ...rest].join(', ');
  // A title over its subtitle ('Tamar Valley RFC v Severn Otters' / 'Championship - Round 11') stays
  // two parts; a label over its value ('Doors Open' / '19:00', 'Section' / '101') reads as one.
  const subtitleBelow =
    rest.length > 0 && /\s/.test(first) && !/:$/.test(first) && rest.every((line) => /^\p{L}/u.test(line));
  return cell.lines.join(subtitleBelow ? ' · ' : ' ');
}

function isValueCell(cell: Container): boolean {
  return (
    !cell.nested &&
    cell.lines.length <= maxJoinedCellLines &&
    cell.lines.every((line) => line.length <= maxJoinedLineChars && line !== quoteMarker)
  );
}
