import { createHash } from 'node:crypto';
import PostalMime, { type Address, type Mailbox } from 'postal-mime';

export interface ParsedEmailSummary {
  messageId?: string;
  sender: string;
  senderEmail: string;
  recipient: string;
  recipientEmail: string;
  subject: string;
  /** From the Date header when it parses, else undefined. */
  sentAt?: string;
  snippet: string;
  rawSha256: string;
  sizeBytes: number;
}

const SNIPPET_LENGTH = 200;

function snippetOf(text: string | undefined, html: string | undefined): string {
  const source =
    text ??
    html?.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/gi, ' ').replace(/<[^>]+>/g, ' ') ??
    '';
  return source.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH);
}

/** The first mailbox of an address, looking inside a group (`Team: a@x, b@y;`). */
const mailboxOf = (address: Address | undefined): Mailbox | undefined =>
  address?.group ? address.group[0] : address;

/** What the lists and history screens show of an e-mail, read with postal-mime. */
export async function summariseEmail(raw: Uint8Array): Promise<ParsedEmailSummary> {
  const email = await PostalMime.parse(raw);
  const from = mailboxOf(email.from);
  const to = mailboxOf(email.to?.[0]);
  const date = email.date ? new Date(email.date) : undefined;
  return {
    messageId: email.messageId?.trim() || undefined,
    sender: from?.name || from?.address || '',
    senderEmail: (from?.address ?? '').toLowerCase(),
    recipient: to?.name || to?.address || '',
    recipientEmail: (to?.address ?? '').toLowerCase(),
    subject: email.subject ?? '',
    sentAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined,
    snippet: snippetOf(email.text, email.html),
    rawSha256: createHash('sha256').update(raw).digest('hex'),
    sizeBytes: raw.byteLength,
  };
}
