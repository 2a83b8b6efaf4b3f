import type { Mailbox } from '../types.ts';
import {
  isRuleLine,
  isSeparatorLine,
  readAttribution,
  readHeaderLine,
  type HeaderField,
} from './forward-patterns.ts';
import { parseHeaderDate } from './parse-header-date.ts';
import { parseMailbox } from './parse-mailbox.ts';

export interface ForwardHeader {
  from?: Mailbox;
  /** ISO 8601, with offset when the header line carried a zone. */
  date?: string;
  subject?: string;
}

/** A message's lines cut at a forward: the forwarder's note above, the forwarded header and the message below. */
export interface ForwardSplit {
  note: string[];
  header: ForwardHeader;
  body: string[];
}

type RawHeader = Partial<Record<HeaderField, string>>;

const maxHeaderLines = 16;
const maxContinuationLines = 3;

/**
 * Finds the first forward in a message's lines: a separator ('---------- Forwarded message ---------',
 * 'Begin forwarded message:', '-----Original Message-----' and translations), an Outlook header block
 * ('From: / Sent: / To: / Subject:' in several languages) or an 'On … wrote:' attribution.
 * quoteStarts (line indices where the HTML opened a quote container) let a thinner header block count.
 */
export function findForward(
  lines: readonly string[],
  quoteStarts: readonly number[] = [],
): ForwardSplit | undefined {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    if (isSeparatorLine(line)) {
      const block = readHeaderBlock(lines, index + 1);
      return {
        note: lines.slice(0, index),
        header: toHeader(block.fields),
        body: unquote(lines.slice(block.end)),
      };
    }
    // Plain-text clients wrap a long attribution ('Le mar. 12 janv. 2027 à 14:03, Julien <j@free.fr> a' /
    // 'écrit :').
    const wrapped = line.endsWith(':') ? undefined : readAttribution(`${line} ${lines[index + 1] ?? ''}`);
    const attribution = readAttribution(line) ?? wrapped;
    if (attribution !== undefined && /@|<|\d/.test(attribution)) {
      const bodyStart = index + (wrapped === undefined ? 1 : 2);
      return {
        note: lines.slice(0, index),
        header: readAttributionHeader(attribution),
        body: unquote(lines.slice(bodyStart)),
      };
    }
    if (readHeaderLine(line)?.field !== 'from') continue;
    const block = readHeaderBlock(lines, index);
    const { subject, date, to } = block.fields;
    const quoteStart = quoteStarts.find((start) => start <= index && index - start <= 2);
    const complete = subject !== undefined && (date !== undefined || to !== undefined);
    const quoted = quoteStart !== undefined && (subject !== undefined || date !== undefined);
    if (!complete && !quoted) continue;
    let noteEnd = quoteStart ?? index;
    if (noteEnd > 0 && isRuleLine(lines[noteEnd - 1] as string)) noteEnd -= 1;
    return {
      note: lines.slice(0, noteEnd),
      header: toHeader(block.fields),
      body: unquote(lines.slice(block.end)),
    };
  }
  return undefined;
}

function readHeaderBlock(lines: readonly string[], start: number): { fields: RawHeader; end: number } {
  const fields: RawHeader = {};
  let last: HeaderField | undefined;
  let continuations = 0;
  let index = start;
  while (index < lines.length && index < start + maxHeaderLines) {
    const line = lines[index] as string;
    const header = readHeaderLine(line);
    // A second 'From:' starts the header of the next forward down (Apple Mail over Outlook, no gap).
    if (header?.field === 'from' && fields.from !== undefined) break;
    if (header) {
      let value = header.value;
      const next = lines[index + 1];
      // A label alone on its line has its value on the next (label and value in separate blocks).
      if (
        value === '' &&
        next !== undefined &&
        readHeaderLine(next) === undefined &&
        !isSeparatorLine(next)
      ) {
        value = next;
        index += 1;
      }
      if (fields[header.field] === undefined) fields[header.field] = value;
      last = header.field;
      index += 1;
      continue;
    }
    const wrapsAddresses =
      (last === 'to' || last === 'cc') && fields.subject === undefined && line.includes('@');
    if (wrapsAddresses && continuations < maxContinuationLines) {
      continuations += 1;
      index += 1;
      continue;
    }
    break;
  }
  return { fields, end: index };
}

function toHeader(fields: RawHeader): ForwardHeader {
  const header: ForwardHeader = {};
  const from = fields.from === undefined ? undefined : parseMailbox(fields.from);
  if (from) header.from = from;
  const date = fields.date === undefined ? undefined : parseHeaderDate(fields.date);
  if (date) header.date = date;
  if (fields.subject !== undefined && fields.subject !== '') header.subject = fields.subject;
  return header;
}

// The name sits between the date's last number or meridiem and the address: '… 10:03 AM TicketHub <a@b>'.
const lastDatePart =
  /(?:\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[ap]\.?\s?m\.?)?(?:\s*uhr)?|\d{4})[\s,]*(?:(?:um|at|à|a las|om|alle)\s+)?/gi;

function readAttributionHeader(text: string): ForwardHeader {
  const header: ForwardHeader = {};
  const date = parseHeaderDate(text);
  if (date) header.date = date;
  const addressAt = text.search(/<|[^\s<]+@/);
  const beforeAddress = addressAt === -1 ? text : text.slice(0, addressAt);
  let nameStart = 0;
  for (const match of beforeAddress.matchAll(lastDatePart)) nameStart = (match.index ?? 0) + match[0].length;
  const from = parseMailbox(text.slice(nameStart));
  if (from?.address) header.from = from;
  return header;
}

/** Strips one level of '>' quoting when most lines carry it (plain-text forwards from some clients). */
function unquote(lines: string[]): string[] {
  const quoted = lines.filter((line) => line.startsWith('>')).length;
  if (quoted === 0 || quoted < lines.length * 0.6) return lines;
  const result: string[] = [];
  for (const line of lines) {
    const stripped = line.startsWith('>') ? line.replace(/^>\s?/, '').trim() : line;
    if (stripped !== '') result.push(stripped);
  }
  return result;
}
