import { limits } from './limits.ts';

const latin1 = (bytes: Uint8Array): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

const boundaryParameter = /\bboundary\s*=\s*(?:"([^"\r\n]+)"|([^\s;"]+))/gi;
const delimiterLine = /^--([^\r\n]*?)(?:--)?[ \t]*\r?$/gm;
const contentType = /^content-type:\s*([^;\s]+)/im;

/** The largest encoded body a text part keeps; undefined for parts that are not text. */
function capOf(headers: string): number | undefined {
  const type = contentType.exec(headers)?.[1]?.toLowerCase() ?? 'text/plain';
  if (type === 'text/html') return limits.maxHtmlPartBytes;
  if (type.startsWith('text/')) return limits.maxTextPartBytes;
  return undefined;
}

/**
 * Cuts text parts longer than the engine ever reads (`limits.maxTextPartBytes`, `maxHtmlPartBytes`) at a
 * line end, before the MIME parser sees them: decoding a 5 MB body costs postal-mime about a second,
 * though only the first million characters are kept. Attachments stay whole (PDF tickets are read).
 * Parts are found by every boundary the message declares; a text body of a forwarded single-part
 * message inside message/rfc822 is not cut. Small messages are returned as they are, unread.
 */
export function capTextParts(raw: Uint8Array): { raw: Uint8Array; cutParts: number } {
  if (raw.length <= limits.maxTextPartBytes) return { raw, cutParts: 0 };
  const text = latin1(raw);
  const boundaries = new Set(
    [...text.matchAll(boundaryParameter)].map((match) => match[1] ?? match[2] ?? ''),
  );
  // Each part: from the end of a delimiter line (or the start) to the start of the next delimiter line.
  const starts = [0];
  const ends: number[] = [];
  for (const match of text.matchAll(delimiterLine)) {
    if (!boundaries.has(match[1]!)) continue;
    ends.push(match.index);
    starts.push(match.index + match[0].length + 1);
  }
  ends.push(text.length);
  let cutParts = 0;
  const kept: string[] = [];
  let copied = 0;
  starts.forEach((start, i) => {
    const end = ends[i]!;
    const blank = /\r?\n\r?\n/g;
    blank.lastIndex = start;
    const split = blank.exec(text);
    if (!split || split.index >= end) return;
    const bodyStart = split.index + split[0].length;
    const cap = capOf(text.slice(start, split.index));
    if (cap === undefined || end - bodyStart <= cap) return;
    const cut = text.lastIndexOf('\n', bodyStart + cap);
    const bodyEnd = cut > bodyStart ? cut + 1 : bodyStart + cap;
    kept.push(text.slice(copied, bodyEnd));
    copied = end;
    cutParts += 1;
  });
  if (cutParts === 0) return { raw, cutParts };
  kept.push(text.slice(copied));
  return { raw: new Uint8Array(Buffer.from(kept.join(''), 'latin1')), cutParts };
}
