import type { Address, Email } from 'postal-mime';
import type { Mailbox, OriginalMessage } from '../types.ts';
import { parseHeaderDate } from './parse-header-date.ts';
import { vendorKey } from './vendor-key.ts';

/** The first mailbox of a parsed address header (the first member when it is a group). */
export function toMailbox(address: Address | undefined): Mailbox | undefined {
  const mailbox = address?.group ? address.group[0] : address;
  if (!mailbox) return undefined;
  const result: Mailbox = {};
  const name = mailbox.name.trim();
  const email = mailbox.address?.trim().toLowerCase();
  if (name !== '' && name.toLowerCase() !== email) result.name = name;
  if (email) result.address = email;
  return result.name === undefined && result.address === undefined ? undefined : result;
}

/** The message's own Date header as ISO 8601 keeping its offset (postal-mime converts it to UTC). */
export function messageDate(email: Email): string | undefined {
  const header = email.headers.find((entry) => entry.key === 'date')?.value;
  return (header === undefined ? undefined : parseHeaderDate(header)) ?? email.date;
}

/** From, date, subject and vendor of a message as its own headers state them. */
export function messageAsOriginal(email: Email): OriginalMessage {
  const original: OriginalMessage = {};
  const from = toMailbox(email.from);
  if (from) original.from = from;
  const date = messageDate(email);
  if (date) original.date = date;
  const subject = email.subject?.trim();
  if (subject) original.subject = subject;
  const vendor = vendorKey(from);
  if (vendor) original.vendor = vendor;
  return original;
}
