import { inflateSync } from 'node:zlib';

/** Thrown where a PDF uses something the simple reader does not handle; the caller then uses pdf.js. */
export class NotSimplePdfError extends Error {
  override readonly name = 'NotSimplePdfError';
}

export type PdfValue = string;

const objectHeader = /(?:^|[^\d])(\d+)\s+\d+\s+obj$/;
const delimiter = /[\s/<>[\]()%]/;
const maxInflatedBytes = 4 * 1024 * 1024;

/**
 * The objects of a classic (non object-stream) PDF, found by scanning for 'n g obj' rather than trusting
 * the xref table, with just enough dictionary reading for pages, fonts and content streams.
 */
export class PdfObjects {
  private readonly source: string;
  private readonly starts = new Map<number, number>();

  constructor(private readonly bytes: Uint8Array) {
    this.source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    if (/\/Encrypt\b|\/ObjStm\b|\/XRefStm\b/.test(this.source))
      throw new NotSimplePdfError('encrypted or object streams');
    // 'obj' is rarer than digits: find it first, then read the numbers before it.
    for (let at = this.source.indexOf('obj'); at !== -1; at = this.source.indexOf('obj', at + 3)) {
      const header = objectHeader.exec(this.source.slice(Math.max(0, at - 24), at + 3));
      // A later definition of the same number is an incremental update and wins.
      if (header) this.starts.set(Number(header[1]), at + 3);
    }
  }

  /** The trailer's /Root catalog. */
  root(): string {
    const trailer = this.source.lastIndexOf('trailer');
    const reference = trailer === -1 ? undefined : entry(this.source.slice(trailer, trailer + 2000), 'Root');
    const catalog = reference === undefined ? undefined : this.resolve(reference);
    if (!catalog) throw new NotSimplePdfError('no catalog');
    return catalog;
  }

  /** The dictionary text of object n (up to 'stream' or 'endobj'), or the value itself when it is no reference. */
  resolve(value: PdfValue): string | undefined {
    const reference = /^(\d+)\s+\d+\s+R$/.exec(value.trim());
    if (!reference) return value;
    const start = this.starts.get(Number(reference[1]));
    if (start === undefined) return undefined;
    const end = this.source.indexOf('endobj', start);
    const body = this.source.slice(start, end === -1 ? undefined : end);
    const stream = body.search(/\bstream\r?\n/);
    return (stream === -1 ? body : body.slice(0, stream)).trim();
  }

  /** The decoded bytes of the stream object a reference points to. */
  stream(value: PdfValue): Uint8Array {
    const reference = /^(\d+)\s+\d+\s+R$/.exec(value.trim());
    const start = reference ? this.starts.get(Number(reference[1])) : undefined;
    if (start === undefined) throw new NotSimplePdfError('missing content stream');
    const keyword = /\bstream\r?\n/g;
    keyword.lastIndex = start;
    const found = keyword.exec(this.source);
    if (!found) throw new NotSimplePdfError('no stream data');
    const dictionary = this.source.slice(start, found.index);
    const dataStart = found.index + found[0].length;
    const declared = Number(this.resolve(entry(dictionary, 'Length') ?? '') ?? Number.NaN);
    let end = Number.isInteger(declared) && declared >= 0 ? dataStart + declared : -1;
    // Like pdf.js: a wrong /Length is forgiven when 'endstream' can be found, a missing 'endstream' is not.
    if (end === -1 || !/^\s*endstream/.test(this.source.slice(end, end + 32))) {
      end = this.source.indexOf('endstream', dataStart);
      if (end === -1) throw new NotSimplePdfError('unterminated stream');
      while (end > dataStart && /[\r\n]/.test(this.source[end - 1] as string)) end -= 1;
    }
    const data = this.bytes.subarray(dataStart, end);
    const filter = entry(dictionary, 'Filter')?.replace(/[[\]\s]/g, '');
    if (filter === undefined || filter === '') return data;
    if (filter !== '/FlateDecode' || entry(dictionary, 'DecodeParms') !== undefined)
      throw new NotSimplePdfError(`filter ${filter}`);
    try {
      return inflateSync(data, { maxOutputLength: maxInflatedBytes });
    } catch {
      throw new NotSimplePdfError('bad Flate data');
    }
  }
}

/** The raw value of /key in a dictionary's text: a reference, name, number, array or nested dictionary. */
export function entry(dictionary: string, key: string): PdfValue | undefined {
  let from = 0;
  for (;;) {
    const at = dictionary.indexOf(`/${key}`, from);
    if (at === -1) return undefined;
    const after = at + key.length + 1;
    from = after;
    const next = dictionary[after];
    if (next !== undefined && !delimiter.test(next)) continue;
    return readValue(dictionary, after);
  }
}

function readValue(text: string, start: number): PdfValue | undefined {
  let index = start;
  while (index < text.length && /\s/.test(text[index] as string)) index += 1;
  if (text.startsWith('<<', index)) return text.slice(index, matching(text, index, '<<', '>>'));
  if (text[index] === '[') return text.slice(index, matching(text, index, '[', ']'));
  const reference = /^\d+\s+\d+\s+R/.exec(text.slice(index, index + 40));
  if (reference) return reference[0];
  const token = /^\/?[^\s/<>[\]()%]+/.exec(text.slice(index, index + 200));
  return token?.[0];
}

function matching(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  let index = start;
  while (index < text.length) {
    if (text.startsWith(open, index)) {
      depth += 1;
      index += open.length;
    } else if (text.startsWith(close, index)) {
      depth -= 1;
      index += close.length;
      if (depth === 0) return index;
    } else index += 1;
  }
  return text.length;
}

/** The references of an array value ('[4 0 R 6 0 R]') or the single reference itself. */
export function references(value: PdfValue): string[] {
  return [...value.matchAll(/\d+\s+\d+\s+R/g)].map((match) => match[0]);
}
