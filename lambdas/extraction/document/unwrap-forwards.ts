import type { Attachment, Email } from 'postal-mime';
import type { OriginalMessage } from '../types.ts';
import { findForward, type ForwardHeader } from './find-forward.ts';
import { hasForwardPrefix, stripSubjectPrefixes } from './forward-patterns.ts';
import { limits } from './limits.ts';
import { messageAsOriginal } from './message-headers.ts';
import { readMime } from './read-mime.ts';
import { renderMessage, type RenderedMessage } from './render-message.ts';
import { sellerNote } from './seller-note.ts';
import { vendorKey } from './vendor-key.ts';
import { describeError, type Warnings } from './warnings.ts';

/** One MIME message read on the way in: the e-mail as received, then each attached forwarded message. */
export interface MessageLayer {
  email: Email;
  rendered: RenderedMessage;
}

export interface UnwrappedMessage {
  original: OriginalMessage;
  forwardDepth: number;
  sellerNote?: string;
  /** The innermost (vendor) message's body lines. */
  lines: string[];
  layers: MessageLayer[];
  /** Messages attached beside the one unwrapped, unread. */
  siblings: ArrayBuffer[];
}

/**
 * Unwraps forwards down to the vendor's message: attached message/rfc822 parts are parsed as messages of
 * their own, inline forwards (Gmail, Outlook, Apple Mail, 'On … wrote:') are cut out of the body lines,
 * layer after layer, counting each as one level of forwardDepth.
 */
export async function unwrapForwards(outer: Email, warnings: Warnings): Promise<UnwrappedMessage> {
  const layers: MessageLayer[] = [];
  const notes: string[] = [];
  const siblings: ArrayBuffer[] = [];
  let email = outer;
  let depth = 0;
  for (;;) {
    const rendered = renderMessage(email);
    layers.push({ email, rendered });
    if (rendered.truncated) warnings.add(`text: truncated at ${limits.maxTextChars} characters`);
    if (rendered.garbled > 0)
      warnings.add('text: left out lines that did not decode (bad encoding or charset)');
    const inline = unwrapInline(email, rendered, limits.maxForwardDepth - depth);
    depth += inline.depth;
    notes.push(...inline.notes);

    // A forward as attachment: the message around it (or the innermost inline one) only carries a note.
    const [first, ...others] = attachedMessages(email);
    let attached = first;
    siblings.push(...others.map((other) => other.content as ArrayBuffer));
    if (attached && depth >= limits.maxForwardDepth) {
      warnings.add(`forward: stopped unwrapping after ${limits.maxForwardDepth} layers`);
      attached = undefined;
    }
    const inner =
      attached &&
      (await readMime(attached.content as ArrayBuffer).catch((error: unknown) => {
        warnings.add(`forward: attached message unreadable (${describeError(error)})`);
        return undefined;
      }));
    if (inner) {
      addNote(notes, inline.body);
      email = inner;
      depth += 1;
      continue;
    }

    const result: UnwrappedMessage = {
      original: {},
      forwardDepth: depth,
      lines: inline.body,
      layers,
      siblings,
    };
    if (notes.length > 0) result.sellerNote = notes.join('\n');
    if (inline.header) {
      result.original = headerAsOriginal(inline.header, inline.subject);
    } else if (depth === 0 && hasForwardPrefix(email.subject ?? '')) {
      // A forward whose quoted header block we cannot read: the sender is the forwarder, not the vendor.
      warnings.add('forward: subject says forwarded but no forwarded header was found');
      result.original = subjectOnly(email.subject ?? '');
      result.forwardDepth = 1;
    } else {
      result.original = messageAsOriginal(email);
    }
    return result;
  }
}

interface InlineForwards {
  /** Forward layers found in the body, 0 when none. */
  depth: number;
  /** The innermost forwarded header, when there was a forward. */
  header?: ForwardHeader;
  /** The subject the innermost header falls back on (the enclosing message's, prefixes to strip). */
  subject: string;
  body: string[];
  notes: string[];
}

const maxSenderlessLayers = 4;

/** Cuts inline forwards out of one message's lines, outermost first, down to the innermost message. */
function unwrapInline(email: Email, rendered: RenderedMessage, maxDepth: number): InlineForwards {
  let subject = email.subject ?? '';
  let split = findForward(rendered.lines, rendered.quoteStarts);
  // The other representation is read only for a likely forward: most mail is not one.
  const likelyForward = hasForwardPrefix(subject) || rendered.quoteStarts.length > 0;
  if (!split && rendered.alternative && likelyForward) split = findForward(rendered.alternative());
  if (!split || maxDepth <= 0) return { depth: 0, subject, body: rendered.lines, notes: [] };

  const notes: string[] = [];
  addNote(notes, split.note);
  let { header, body } = split;
  let depth = 1;
  while (depth < maxDepth) {
    // A nested block without a sender is more likely quoted text than another forward, unless a forward
    // with a sender lies below it: a reply thread ('Le 12/01/2027, Camille a écrit :') over the vendor's
    // mail its first message forwarded.
    let next = findForward(body);
    const passed: string[][] = [];
    for (let probe = 0; next && !next.header.from && probe < maxSenderlessLayers; probe += 1) {
      passed.push(next.note);
      next = findForward(next.body);
    }
    if (!next?.header.from) break;
    for (const note of passed) addNote(notes, note);
    addNote(notes, next.note);
    subject = header.subject ?? subject;
    ({ header, body } = next);
    depth += 1 + passed.length;
  }
  return { depth, header, subject, body, notes };
}

function addNote(notes: string[], lines: readonly string[]): void {
  const note = sellerNote(lines);
  if (note) notes.push(note);
}

function attachedMessages(email: Email): Attachment[] {
  return email.attachments.filter(
    (attachment) =>
      attachment.content instanceof ArrayBuffer &&
      (attachment.mimeType === 'message/rfc822' ||
        attachment.mimeType === 'message/global' ||
        /\.eml$/i.test(attachment.filename ?? '')),
  );
}

function headerAsOriginal(header: ForwardHeader, outerSubject: string): OriginalMessage {
  const original: OriginalMessage = {};
  if (header.from) original.from = header.from;
  if (header.date) original.date = header.date;
  const subject = header.subject ?? stripSubjectPrefixes(outerSubject);
  if (subject) original.subject = subject;
  const vendor = vendorKey(header.from);
  if (vendor) original.vendor = vendor;
  return original;
}

function subjectOnly(subject: string): OriginalMessage {
  const stripped = stripSubjectPrefixes(subject);
  return stripped === '' ? {} : { subject: stripped };
}
