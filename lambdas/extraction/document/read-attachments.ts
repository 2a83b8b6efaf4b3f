import type { Attachment } from 'postal-mime';
import type { AttachmentText, StructuredTicket } from '../types.ts';
import { ZipLimitError } from './bounded-zip.ts';
import { limits } from './limits.ts';
import { readIcs } from './read-ics.ts';
import { readPdf } from './read-pdf.ts';
import { readPkpass, readPkpassBundle } from './read-pkpass.ts';
import { textToLines } from './text-to-lines.ts';
import { describeError, type Warnings } from './warnings.ts';

export interface AttachmentReading {
  attachments: AttachmentText[];
  structured: StructuredTicket[];
}

type Kind = 'pkpass' | 'pkpasses' | 'ics' | 'pdf' | 'text';

const utf8 = new TextDecoder('utf-8');
// A PDF costs up to maxPdfMillis; a few are enough to find the tickets in.
const maxPdfsRead = 5;

/** Reads the attachments that can hold tickets: .pkpass, .pkpasses, .ics, PDF and plain text. */
export async function readAttachments(
  attachments: readonly Attachment[],
  fromForwardedPart: boolean,
  warnings: Warnings,
): Promise<AttachmentReading> {
  const result: AttachmentReading = { attachments: [], structured: [] };
  let read = 0;
  let pdfs = 0;
  for (const attachment of attachments) {
    const kind = kindOf(attachment);
    if (!kind) continue;
    if (read >= limits.maxAttachmentsRead) {
      warnings.add(`attachments: only the first ${limits.maxAttachmentsRead} were read`);
      break;
    }
    read += 1;
    const filename = attachment.filename ?? `attachment.${kind}`;
    const bytes = toBytes(attachment.content);
    const push = (text: string): void => {
      if (text !== '') result.attachments.push({ filename, contentType: attachment.mimeType, text });
    };
    try {
      if (kind === 'pdf') {
        if (pdfs >= maxPdfsRead) continue;
        pdfs += 1;
        const pdf = await readPdf(bytes);
        for (const warning of pdf.warnings) warnings.add(`${warning} (${filename})`);
        push(pdf.text);
      } else if (kind === 'pkpass' || kind === 'pkpasses') {
        if (bytes.length > limits.maxPkpassBytes)
          throw new ZipLimitError(`too large (${bytes.length} bytes)`);
        const passes = kind === 'pkpass' ? [bytes] : await readPkpassBundle(bytes);
        for (const pass of passes) {
          const reading = await readPkpass(pass, fromForwardedPart);
          if (reading.ticket) result.structured.push(reading.ticket);
          push(reading.lines.join('\n'));
        }
      } else if (kind === 'ics') {
        const reading = readIcs(utf8.decode(bytes), fromForwardedPart);
        result.structured.push(...reading.tickets);
        push(reading.lines.join('\n'));
      } else {
        push(textToLines(utf8.decode(bytes), limits.maxAttachmentTextChars).lines.join('\n'));
      }
    } catch (error) {
      warnings.add(`${kind === 'pkpasses' ? 'pkpass' : kind}: ${describeError(error)} (${filename})`);
    }
  }
  return result;
}

function kindOf(attachment: Attachment): Kind | undefined {
  const type = attachment.mimeType.toLowerCase();
  const name = (attachment.filename ?? '').toLowerCase();
  if (type === 'application/vnd.apple.pkpass' || name.endsWith('.pkpass')) return 'pkpass';
  if (type === 'application/vnd.apple.pkpasses' || name.endsWith('.pkpasses')) return 'pkpasses';
  if (
    ['text/calendar', 'application/ics', 'text/x-vcalendar'].includes(type) ||
    /\.(?:ics|ical|ifb)$/.test(name)
  ) {
    return 'ics';
  }
  if (type === 'application/pdf' || type === 'application/x-pdf' || name.endsWith('.pdf')) return 'pdf';
  if (type === 'text/plain' && attachment.disposition === 'attachment') return 'text';
  return undefined;
}

function toBytes(content: Attachment['content']): Uint8Array {
  if (content instanceof ArrayBuffer) return new Uint8Array(content);
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content;
}
