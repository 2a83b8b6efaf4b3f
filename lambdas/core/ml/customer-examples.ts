import { getConfig } from '../config/env.ts';
import { db, type DataLayer } from '../db/client.ts';
import type { Email } from '../db/entities/email.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { parseSeats } from '../db/fingerprint.ts';
import { logger } from '../logger.ts';
import { readRawEmail } from '../mail/raw-email-store.ts';
import {
  emailClasses,
  parseDocument,
  type EmailClass,
  type LabelledTicket,
  type TrainingExample,
} from './engine.ts';
import { verifiedTickets } from './verified-tickets.ts';

export interface CustomerExamples {
  examples: TrainingExample[];
  /** Verified tickets found, including those of e-mails left out. */
  verifiedTickets: number;
  /** E-mails left out, with the reason (no raw MIME, a ticket still under review…). */
  skipped: { emailId: string; reason: string }[];
}

/** A stored ticket as the truth of a training example. */
export function toLabelledTicket(ticket: Ticket): LabelledTicket {
  return {
    eventName: ticket.eventName || null,
    eventDate: ticket.eventDate ?? null,
    venue: ticket.venue ?? null,
    section: ticket.section ?? null,
    row: ticket.row ?? null,
    // Stored comma-separated with ranges ("7-8"); labels list every seat.
    seats: [...parseSeats(ticket.seats)],
    quantity: ticket.quantity ?? null,
  };
}

/** An e-mail that has tickets is a ticket e-mail even when the classifier said otherwise. */
function classOf(email: Email): EmailClass {
  const stored = email.classification;
  return stored && stored !== 'other' && (emailClasses as readonly string[]).includes(stored)
    ? stored
    : 'ticket_confirmation';
}

async function ticketsOfEmail(emailId: string, data: DataLayer): Promise<Ticket[]> {
  const { data: tickets } = await data.tickets.query.byEmail({ emailId }).go({ pages: 'all' });
  return tickets.sort((a, b) => a.ticketIndex - b.ticketIndex);
}

/**
 * The admins' corrections as training examples: each e-mail with a verified ticket, parsed from its
 * raw MIME, labelled with all its tickets (an e-mail teaches what it contains, so the tickets beside
 * the verified one count as they stand). An e-mail whose other tickets still need review is left out
 * until they are reviewed, as is one whose raw MIME cannot be read.
 */
export async function customerExamples(
  options: { data?: DataLayer; onEmail?: (done: number, total: number) => Promise<void> } = {},
): Promise<CustomerExamples> {
  const data = options.data ?? db();
  const tickets = await verifiedTickets(data);
  const emailIds = [...new Set(tickets.map((ticket) => ticket.emailId))];
  const { data: emails } = emailIds.length
    ? await data.emails.get(emailIds.map((emailId) => ({ emailId }))).go()
    : { data: [] as Email[] };
  const emailById = new Map(emails.map((email) => [email.emailId, email]));
  const result: CustomerExamples = { examples: [], verifiedTickets: tickets.length, skipped: [] };

  for (const [index, emailId] of emailIds.entries()) {
    const skip = (reason: string) => result.skipped.push({ emailId, reason });
    const email = emailById.get(emailId);
    const siblings = await ticketsOfEmail(emailId, data);
    if (!email?.rawS3Key) {
      skip('its raw e-mail is not stored');
    } else if (siblings.some((ticket) => ticket.needsReview && !ticket.manuallyVerified)) {
      skip('another ticket of it still needs review');
    } else {
      try {
        const document = await parseDocument(await readRawEmail(getConfig().RAW_MAIL_BUCKET, email.rawS3Key));
        result.examples.push({
          document,
          class: classOf(email),
          tickets: siblings.map(toLabelledTicket),
          group: document.original.vendor ?? `email:${emailId}`,
        });
      } catch (error) {
        skip(`its raw e-mail could not be read: ${(error as Error).message}`);
      }
    }
    await options.onEmail?.(index + 1, emailIds.length);
  }
  if (result.skipped.length > 0) logger.warn('Training leaves e-mails out', { skipped: result.skipped });
  return result;
}
