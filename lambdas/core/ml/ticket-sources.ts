import { getConfig } from '../config/env.ts';
import { db, type DataLayer } from '../db/client.ts';
import { logger } from '../logger.ts';
import { readRawEmail } from '../mail/raw-email-store.ts';
import { parseDocument } from './engine.ts';

/**
 * The share is taken over the newest tickets (by event date): enough for the dashboard's proportions,
 * and a cold container parses at most this many e-mails within the API's timeout.
 */
const MAX_TICKETS = 500;
const MAX_REMEMBERED_VENDORS = 20_000;
const PARSE_CONCURRENCY = 4;
export const UNKNOWN_SOURCE = 'unknown';

// An e-mail's raw bytes never change, so neither does its vendor: kept for the life of the process.
const vendorByEmail = new Map<string, string>();

/**
 * The vendor of a stored e-mail: the brand of the original message inside the seller's forward (the
 * engine reads it from the forwarded headers), or 'unknown'.
 */
async function vendorOf(emailId: string, rawS3Key: string | undefined): Promise<string> {
  const known = vendorByEmail.get(emailId);
  if (known) return known;
  let vendor = UNKNOWN_SOURCE;
  if (rawS3Key) {
    try {
      const document = await parseDocument(await readRawEmail(getConfig().RAW_MAIL_BUCKET, rawS3Key));
      vendor = document.original.vendor ?? UNKNOWN_SOURCE;
    } catch (error) {
      logger.warn('The vendor of an e-mail could not be read', { emailId, error });
      return vendor;
    }
  }
  if (vendorByEmail.size >= MAX_REMEMBERED_VENDORS) vendorByEmail.clear();
  vendorByEmail.set(emailId, vendor);
  return vendor;
}

/**
 * Ticket sources (spec 001 §3 ML performance): vendor → percent of the tickets in the table, largest
 * first; an empty object when there are no tickets. The e-mail records do not hold the vendor, so it
 * is read from each e-mail's raw MIME once per process.
 */
export async function ticketSourceShares(data: DataLayer = db()): Promise<Record<string, number>> {
  const { data: tickets } = await data.tickets.query
    .ticketsByEventDate({})
    .go({ order: 'desc', count: MAX_TICKETS, attributes: ['emailId'] });
  if (tickets.length === 0) return {};

  const ticketsPerEmail = new Map<string, number>();
  for (const { emailId } of tickets) ticketsPerEmail.set(emailId, (ticketsPerEmail.get(emailId) ?? 0) + 1);
  const emailIds = [...ticketsPerEmail.keys()];
  const { data: emails } = await data.emails
    .get(emailIds.map((emailId) => ({ emailId })))
    .go({ attributes: ['emailId', 'rawS3Key'] });
  const rawKeyOf = new Map(emails.map((email) => [email.emailId, email.rawS3Key]));

  const ticketsPerVendor = new Map<string, number>();
  const queue = [...emailIds];
  const worker = async () => {
    for (let emailId = queue.shift(); emailId !== undefined; emailId = queue.shift()) {
      const vendor = await vendorOf(emailId, rawKeyOf.get(emailId));
      ticketsPerVendor.set(vendor, (ticketsPerVendor.get(vendor) ?? 0) + ticketsPerEmail.get(emailId)!);
    }
  };
  await Promise.all(Array.from({ length: PARSE_CONCURRENCY }, worker));

  return Object.fromEntries(
    [...ticketsPerVendor.entries()]
      .sort(([vendorA, a], [vendorB, b]) => b - a || vendorA.localeCompare(vendorB))
      .map(([vendor, count]) => [vendor, Math.round((count / tickets.length) * 1000) / 10]),
  );
}
