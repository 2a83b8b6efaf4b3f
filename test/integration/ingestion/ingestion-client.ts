import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { LocalTarget } from '../../../lib/local/local-target.ts';
import { loadCorpus, type CorpusEmail } from '../../fixtures/corpus.ts';
import {
  call,
  registerCustomer,
  uniqueEmail,
  verifyByMail,
  type RegisteredCustomer,
} from '../accounts/account-client.ts';
import { eventually } from '../support/mail.ts';

/** Helpers for the ingestion suites: sellers, forwarded corpus e-mails, and the admin's view of them. */

export interface EmailItem {
  id: string;
  subject: string;
  senderEmail: string;
  recipientEmail: string;
  processed: boolean;
  extractionStatus: string;
  classification: string | null;
  confidence: number | null;
  customerId: string | null;
  ticketCount: number;
  duplicateOf: string | null;
  quarantineReason: string | null;
  error: string | null;
}

export interface PendingTicket {
  id: string;
  eventName: string;
  venue: string | null;
  eventDate: string | null;
  quantity: number;
  status: string;
  underReview: boolean;
  [field: string]: unknown;
}

export const corpusEmail = (id: string): CorpusEmail => {
  const email = loadCorpus().find((item) => item.id === id);
  if (!email) throw new Error(`No corpus e-mail ${id}`);
  return email;
};

/** Lower-case with every dash alike: the engine may normalise an en dash in a title to a hyphen. */
export const comparableName = (name: string | null | undefined): string =>
  (name ?? '').toLowerCase().replace(/[‐-―-]/g, '-');

/** A registered seller who verified their e-mail through the link in the verification mail. */
export async function verifiedSeller(
  target: LocalTarget,
): Promise<RegisteredCustomer & { transferEmail: string }> {
  const seller = await registerCustomer(target);
  await verifyByMail(target, seller.email);
  if (!seller.user.transferEmail) throw new Error('The seller has no transfer address');
  return { ...seller, transferEmail: seller.user.transferEmail };
}

/** The first admin (first-run bootstrap, DESIGN §6.6) and their session cookie. */
export async function firstAdmin(target: LocalTarget): Promise<string> {
  const reply = await call(target, 'POST', '/api/register', {
    body: { email: uniqueEmail('admin'), password: 'admin password 1' },
  });
  if (reply.status !== 201 || !reply.sessionCookie) {
    throw new Error(`Admin registration failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.sessionCookie;
}

export interface Forward {
  /** Header From (the forwarder as the message says). */
  from: string;
  to: string;
  /** SMTP MAIL FROM; defaults to `from`. */
  envelopeFrom?: string;
  subject: string;
  messageId?: string;
}

/** A seller's forward of a vendor e-mail: the original attached as message/rfc822, as mail clients do. */
export function forwardMessage(original: CorpusEmail, forward: Forward): Mail.Options {
  return {
    from: forward.from,
    to: forward.to,
    envelope: { from: forward.envelopeFrom ?? forward.from, to: forward.to },
    subject: forward.subject,
    ...(forward.messageId ? { messageId: forward.messageId } : {}),
    text: 'Forwarding my tickets, please list them.',
    attachments: [
      { contentType: 'message/rfc822', content: Buffer.from(original.raw), filename: 'forwarded.eml' },
    ],
  };
}

/** The raw MIME of a forward, as the SMTP server would store it. */
export async function forwardMime(original: CorpusEmail, forward: Forward): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(forwardMessage(original, forward));
  return info.message as Buffer;
}

const settled = (item: EmailItem) => item.extractionStatus !== 'pending';

/** Waits until `count` e-mails with this subject have a final status in GET /api/emails (admin). */
export function settledEmails(
  target: LocalTarget,
  adminCookie: string,
  subject: string,
  count = 1,
  accept: (item: EmailItem) => boolean = settled,
): Promise<EmailItem[]> {
  return eventually(async () => {
    const reply = await call<{ items: EmailItem[] }>(target, 'GET', '/api/emails?filter=all&limit=100', {
      cookie: adminCookie,
    });
    const matching = reply.body.items.filter((item) => item.subject === subject);
    return matching.length === count && matching.every(accept) ? matching : undefined;
  }, 45_000);
}

export async function pendingTickets(target: LocalTarget, customerId: string, cookie: string) {
  const reply = await call<{ success: boolean; tickets: PendingTicket[] }>(
    target,
    'GET',
    `/api/customer/${customerId}/pending-tickets`,
    { cookie },
  );
  if (reply.status !== 200) throw new Error(`pending-tickets: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.tickets;
}

/** A seller's forward of any vendor message (raw MIME), attached as message/rfc822. */
export function forwardRawMessage(raw: Buffer | string, forward: Forward): Mail.Options {
  return forwardMessage({ raw: Buffer.from(raw) } as unknown as CorpusEmail, forward);
}

/** POST /api/settings/extraction as the admin; throws unless 200. */
export async function saveExtractionSettings(
  target: LocalTarget,
  adminCookie: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const reply = await call(target, 'POST', '/api/settings/extraction', {
    cookie: adminCookie,
    body: changes,
  });
  if (reply.status !== 200) throw new Error(`settings: ${reply.status} ${JSON.stringify(reply.body)}`);
}
