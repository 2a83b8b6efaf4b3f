import type { EmailDocument, StructuredTicket } from '../types.ts';
import { limits } from './limits.ts';
import { compact, mergeStructured } from './merge-structured.ts';
import { messageAsOriginal, toMailbox } from './message-headers.ts';
import { readAttachments } from './read-attachments.ts';
import { readMarkup } from './read-markup.ts';
import { readMime } from './read-mime.ts';
import { readOuterMessage } from './repair-mime.ts';
import { unwrapForwards } from './unwrap-forwards.ts';
import { describeError, Warnings } from './warnings.ts';

/**
 * Reads one raw e-mail into the document the text model works on: the vendor's message unwrapped from
 * its forwards, its body as lines, the text of its attachments and the tickets its machine-readable data
 * states. Pure (no I/O), and it does not throw: whatever could not be read is listed in `warnings`.
 */
export async function parseDocument(
  raw: Uint8Array,
  { readAttachedMessages = true }: { readAttachedMessages?: boolean } = {},
): Promise<EmailDocument> {
  const warnings = new Warnings();
  try {
    const outer = await readOuterMessage(raw, warnings);
    if (!outer) return headersOnlyDocument(raw, warnings);

    const unwrapped = await unwrapForwards(outer, warnings);
    // Anyone can paste markup into a forward; the flag lets the model weigh it (types.ts).
    const fromForwardedPart = unwrapped.forwardDepth > 0;
    const structured: StructuredTicket[] = [];
    for (const { rendered } of unwrapped.layers) {
      if (rendered.html) structured.push(...readMarkup(rendered.html, fromForwardedPart, warnings));
    }
    const files = await readAttachments(
      unwrapped.layers.flatMap((layer) => layer.email.attachments),
      fromForwardedPart,
      warnings,
    );
    structured.push(...files.structured);

    const document: EmailDocument = {
      subject: outer.subject?.trim() ?? '',
      original: unwrapped.original,
      forwardDepth: unwrapped.forwardDepth,
      lines: unwrapped.lines,
      attachments: files.attachments,
      structured: mergeStructured(structured.map(compact)).slice(0, limits.maxStructuredTickets),
      warnings: [],
    };
    const from = toMailbox(outer.from);
    if (from) document.from = from;
    if (isDeliveryReport(outer.headers)) document.deliveryReport = true;
    if (unwrapped.sellerNote) document.sellerNote = unwrapped.sellerNote;
    if (readAttachedMessages && unwrapped.siblings.length > 0) {
      if (unwrapped.siblings.length > limits.maxAttachedMessages)
        warnings.add(`forward: read only ${limits.maxAttachedMessages} of the messages attached beside it`);
      // One level only: a message attached beside another is read without its own side messages.
      document.attachedMessages = [];
      for (const sibling of unwrapped.siblings.slice(0, limits.maxAttachedMessages))
        document.attachedMessages.push(
          await parseDocument(new Uint8Array(sibling), { readAttachedMessages: false }),
        );
    }
    if (unwrapped.lines.length === 0 && files.attachments.length === 0) warnings.add('body: no text');
    document.warnings = warnings.toArray();
    return document;
  } catch (error) {
    warnings.add(`parse: ${describeError(error)}`);
    return emptyDocument(warnings);
  }
}

// 'multipart/report; report-type=delivery-status' (RFC 3464): a mail server's bounce, which quotes the
// message it could not deliver.
function isDeliveryReport(headers: readonly { key: string; value: string }[]): boolean {
  const type = headers.find((header) => header.key === 'content-type')?.value.toLowerCase() ?? '';
  return type.startsWith('multipart/report') && type.includes('delivery-status');
}

/** What the top-level headers of a message postal-mime refused still tell (subject, sender, date). */
async function headersOnlyDocument(raw: Uint8Array, warnings: Warnings): Promise<EmailDocument> {
  const document = emptyDocument(warnings);
  const headers = await readMime(raw.subarray(0, headerBlockEnd(raw))).catch(() => undefined);
  if (!headers) return document;
  document.subject = headers.subject?.trim() ?? '';
  const from = toMailbox(headers.from);
  if (from) document.from = from;
  document.original = messageAsOriginal(headers);
  return document;
}

/** Index just past the blank line that ends the top-level header block (or the whole input). */
function headerBlockEnd(raw: Uint8Array): number {
  for (let index = 0; index + 1 < raw.length; index += 1) {
    if (raw[index] !== 0x0a) continue;
    if (raw[index + 1] === 0x0a) return index + 2;
    if (raw[index + 1] === 0x0d && raw[index + 2] === 0x0a) return index + 3;
  }
  return raw.length;
}

function emptyDocument(warnings: Warnings): EmailDocument {
  return {
    subject: '',
    original: {},
    forwardDepth: 0,
    lines: [],
    attachments: [],
    structured: [],
    warnings: warnings.toArray(),
  };
}
