import PostalMime, { addressParser, type Address } from 'postal-mime';
import { gmailVerdicts, type Verdicts } from './authentication-results.ts';

export interface DeliveryFacts {
  /** Where the message was delivered to, most specific first (X-Original-To, Delivered-To, To, Cc). */
  recipients: string[];
  /** The SMTP MAIL FROM Gmail recorded as Return-Path. */
  envelopeSender?: string;
  /** Gmail's SPF, DKIM and DMARC results (its Authentication-Results header), as SES verdicts. */
  verdicts?: Verdicts;
}

// Gmail's message headers; a header block larger than this is malformed for our purposes.
const MAX_HEADER_BYTES = 256 * 1024;
const RECIPIENT_HEADERS = ['x-original-to', 'delivered-to', 'to', 'cc'];

/** The header block only (up to the first blank line): the body may be megabytes of attachments. */
function headerBlock(raw: Uint8Array): Uint8Array {
  const limit = Math.min(raw.length, MAX_HEADER_BYTES);
  for (let index = 0; index < limit - 1; index += 1) {
    if (raw[index] !== 0x0a) continue;
    if (raw[index + 1] === 0x0a) return raw.subarray(0, index + 2);
    if (raw[index + 1] === 0x0d && raw[index + 2] === 0x0a) return raw.subarray(0, index + 3);
  }
  return raw.subarray(0, limit);
}

const addressesOf = (value: string): string[] =>
  addressParser(value)
    .flatMap((address: Address) => (address.group ? address.group : [address]))
    .map((mailbox) => mailbox.address.trim().toLowerCase())
    .filter((address) => address.includes('@'));

/**
 * What SES would report as the envelope of a message taken from Gmail: the recipients from the
 * delivery headers (a Bcc to a transfer address shows only in Delivered-To / X-Original-To), the
 * envelope sender from Return-Path (the topmost, added by Gmail on delivery) and the verdicts of
 * Gmail's authentication checks.
 */
export async function deliveryFacts(raw: Uint8Array): Promise<DeliveryFacts> {
  const { headers } = await PostalMime.parse(headerBlock(raw));
  const recipients = RECIPIENT_HEADERS.flatMap((name) =>
    headers.filter((header) => header.key === name).flatMap((header) => addressesOf(header.value)),
  );
  const returnPath = headers.find((header) => header.key === 'return-path');
  const envelopeSender = returnPath ? addressesOf(returnPath.value)[0] : undefined;
  const verdicts = gmailVerdicts(headers);
  return {
    recipients: [...new Set(recipients)],
    ...(envelopeSender ? { envelopeSender } : {}),
    ...(verdicts ? { verdicts } : {}),
  };
}
