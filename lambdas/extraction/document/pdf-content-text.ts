import { NotSimplePdfError } from './pdf-objects.ts';

type Operand = number | string | Uint8Array | Operand[];
type Matrix = [number, number, number, number, number, number];

/** Turns the bytes a show operator draws into text, for the font selected by name (Tf). */
export interface FontDecoder {
  select(fontName: string): void;
  decode(bytes: Uint8Array): string;
  /** Whether an XObject drawn with Do holds content of its own (a form), which this reader does not follow. */
  isForm(name: string): boolean;
}

// A TJ adjustment wider than this (thousandths of an em) separates words.
const wordGap = -200;

/**
 * The text of a page's content stream, in drawing order: a new line where the text moves to another
 * baseline, a space where it jumps along the same one. Follows pdf.js's reading order for the same stream.
 */
export function contentText(content: Uint8Array, fonts: FontDecoder): string {
  const source = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('latin1');
  const operands: Operand[] = [];
  const out: string[] = [];
  let line: Matrix = [1, 0, 0, 1, 0, 0];
  let leading = 0;
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const saved: Matrix[] = [];
  let lastY: number | undefined;
  let moved = false;

  const show = (parts: Operand[]): void => {
    const y = line[5] * ctm[3] + line[4] * ctm[1] + ctm[5];
    if (lastY !== undefined && Math.abs(y - lastY) > 0.5) out.push('\n');
    else if (moved && lastY !== undefined) out.push(' ');
    lastY = y;
    moved = false;
    for (const part of parts) {
      if (part instanceof Uint8Array) out.push(fonts.decode(part));
      else if (typeof part === 'number' && part < wordGap) out.push(' ');
    }
  };
  const moveLine = (tx: number, ty: number): void => {
    const [a, b, c, d, e, f] = line;
    line = [a, b, c, d, tx * a + ty * c + e, tx * b + ty * d + f];
    moved = true;
  };
  const number = (index: number): number => {
    const value = operands.at(index);
    return typeof value === 'number' ? value : 0;
  };

  const onOperator = (operator: string): void => {
    switch (operator) {
      case 'BT':
        line = [1, 0, 0, 1, 0, 0];
        moved = true;
        break;
      case 'Tf':
        fonts.select(String(operands.at(-2) ?? '').replace(/^\//, ''));
        break;
      case 'TL':
        leading = number(-1);
        break;
      case 'Td':
        moveLine(number(-2), number(-1));
        break;
      case 'TD':
        leading = -number(-1);
        moveLine(number(-2), number(-1));
        break;
      case 'Tm':
        line = [number(-6), number(-5), number(-4), number(-3), number(-2), number(-1)];
        moved = true;
        break;
      case 'T*':
        moveLine(0, -leading);
        break;
      case 'Tj':
        show(operands.slice(-1));
        break;
      case 'TJ': {
        const parts = operands.at(-1);
        show(Array.isArray(parts) ? parts : []);
        break;
      }
      case "'":
      case '"':
        moveLine(0, -leading);
        show(operands.slice(-1));
        break;
      case 'cm': {
        const [a, b, c, d, e, f] = [number(-6), number(-5), number(-4), number(-3), number(-2), number(-1)];
        const [ca, cb, cc, cd, ce, cf] = ctm;
        ctm = [
          a * ca + b * cc,
          a * cb + b * cd,
          c * ca + d * cc,
          c * cb + d * cd,
          e * ca + f * cc + ce,
          e * cb + f * cd + cf,
        ];
        break;
      }
      case 'q':
        saved.push(ctm);
        break;
      case 'Q':
        ctm = saved.pop() ?? ctm;
        break;
      case 'Do':
        if (fonts.isForm(String(operands.at(-1) ?? '').replace(/^\//, '')))
          throw new NotSimplePdfError('form XObject');
        break;
      case 'BI':
        throw new NotSimplePdfError('inline image');
      default:
    }
    operands.length = 0;
  };
  scan(source, (value) => operands.push(value), onOperator);
  return out.join('');
}

/** Calls back with each operand and operator of a content stream; arrays arrive whole, dictionaries skipped. */
function scan(
  source: string,
  onOperand: (value: Operand) => void,
  onOperator: (operator: string) => void,
): void {
  const arrays: Operand[][] = [];
  const emit = (value: Operand): void => {
    const array = arrays.at(-1);
    if (array) array.push(value);
    else onOperand(value);
  };
  const length = source.length;
  let index = 0;
  while (index < length) {
    const code = source.charCodeAt(index);
    if (isSpace(code)) {
      index += 1;
    } else if (code === 0x25) {
      const end = source.indexOf('\n', index);
      index = end === -1 ? length : end + 1;
    } else if (code === 0x28) {
      const [bytes, next] = literalString(source, index);
      index = next;
      emit(bytes);
    } else if (code === 0x3c && source.charCodeAt(index + 1) === 0x3c) {
      // Inline dictionaries (marked-content properties) carry no text: skip them whole.
      let depth = 0;
      while (index < length) {
        if (source.startsWith('<<', index)) {
          depth += 1;
          index += 2;
        } else if (source.startsWith('>>', index)) {
          depth -= 1;
          index += 2;
          if (depth === 0) break;
        } else index += 1;
      }
      emit('<<>>');
    } else if (code === 0x3c) {
      const end = source.indexOf('>', index);
      const hex = source.slice(index + 1, end === -1 ? undefined : end).replace(/[^0-9a-fA-F]/g, '');
      index = end === -1 ? length : end + 1;
      emit(Uint8Array.from(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex')));
    } else if (code === 0x5b) {
      arrays.push([]);
      index += 1;
    } else if (code === 0x5d) {
      const array = arrays.pop() ?? [];
      index += 1;
      emit(array);
    } else {
      let end = index + 1;
      while (end < length && isRegular(source.charCodeAt(end))) end += 1;
      if (isNumberStart(code)) emit(readNumber(source, index, end));
      else if (code === 0x2f) emit(source.slice(index, end));
      else if (arrays.length === 0) onOperator(source.slice(index, end));
      index = end;
    }
  }
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0x0c || code === 0x00;
}

// Anything but whitespace and the delimiters ( ) < > [ ] { } / %.
function isRegular(code: number): boolean {
  return (
    !isSpace(code) &&
    code !== 0x28 &&
    code !== 0x29 &&
    code !== 0x3c &&
    code !== 0x3e &&
    code !== 0x5b &&
    code !== 0x5d &&
    code !== 0x7b &&
    code !== 0x7d &&
    code !== 0x2f &&
    code !== 0x25
  );
}

// Content streams are mostly numbers (paths, barcodes): read them without making a string first.
function readNumber(source: string, start: number, end: number): number {
  let index = start;
  let sign = 1;
  const first = source.charCodeAt(index);
  if (first === 0x2d || first === 0x2b) {
    sign = first === 0x2d ? -1 : 1;
    index += 1;
  }
  let value = 0;
  let scale = 0;
  for (; index < end; index += 1) {
    const code = source.charCodeAt(index);
    if (code === 0x2e && scale === 0) scale = 1;
    else if (code >= 0x30 && code <= 0x39) {
      value = value * 10 + (code - 0x30);
      if (scale > 0) scale *= 10;
    } else return 0;
  }
  return (sign * value) / (scale || 1);
}

function isNumberStart(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2b || code === 0x2e;
}

const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };

/** A (literal string) with its escapes and balanced parentheses, as bytes; returns the index after it. */
function literalString(source: string, start: number): [Uint8Array, number] {
  const bytes: number[] = [];
  let depth = 1;
  let index = start + 1;
  while (index < source.length) {
    const code = source.charCodeAt(index);
    const char = source[index] as string;
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      const octal = /^[0-7]{1,3}/.exec(source.slice(index + 1, index + 4));
      if (octal) {
        bytes.push(parseInt(octal[0], 8) & 0xff);
        index += 1 + octal[0].length;
      } else if (next === '\r' || next === '\n') {
        index += next === '\r' && source[index + 2] === '\n' ? 3 : 2;
      } else {
        bytes.push(escapes[next] ?? next.charCodeAt(0));
        index += 2;
      }
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') {
      depth -= 1;
      if (depth === 0) return [Uint8Array.from(bytes), index + 1];
    }
    bytes.push(code);
    index += 1;
  }
  return [Uint8Array.from(bytes), index];
}
