import { batchGetAll, type BatchGetEntity } from '../db/batch-get.ts';
import { db, type DataLayer } from '../db/client.ts';
import type { Ticket, TicketEmailHeaders } from '../db/entities/ticket.ts';

/** spec 001 §3 "Ticket (admin views)": the stored ticket with the headers of the e-mail it came from. */
/** The e-mail fields an admin ticket shows. */
export type EmailHeaders = TicketEmailHeaders;

/** The ticket attributes an admin ticket shows. */
export const adminTicketAttributes = [
  'ticketId',
  'emailId',
  'customerId',
  'eventName',
  'eventDate',
  'venue',
  'section',
  'row',
  'seats',
  'quantity',
  'extractionConfidence',
  'fieldConfidence',
  'manuallyVerified',
  'needsReview',
  'cancelled',
  'possibleDuplicateOf',
  'additionalInfo',
  'createdAt',
  'verifiedAt',
] as const satisfies readonly (keyof Ticket)[];

export type AdminTicketSource = Pick<Ticket, (typeof adminTicketAttributes)[number]>;

export const toAdminTicket = (ticket: AdminTicketSource, email: EmailHeaders | undefined) => ({
  id: ticket.ticketId,
  emailId: ticket.emailId,
  customerId: ticket.customerId ?? null,
  eventName: ticket.eventName,
  eventDate: ticket.eventDate ?? null,
  venue: ticket.venue ?? '',
  section: ticket.section ?? '',
  row: ticket.row ?? '',
  seats: (ticket.seats ?? '')
    .split(',')
    .map((seat) => seat.trim())
    .filter(Boolean)
    .join(', '),
  quantity: ticket.quantity,
  extractionConfidence: ticket.extractionConfidence,
  fieldConfidence: ticket.fieldConfidence ?? null,
  manuallyVerified: ticket.manuallyVerified,
  needsReview: ticket.needsReview,
  cancelled: ticket.cancelled,
  possibleDuplicateOf: ticket.possibleDuplicateOf ?? null,
  additionalInfo: ticket.additionalInfo ?? {},
  createdAt: ticket.createdAt,
  verifiedAt: ticket.verifiedAt ?? null,
  sender: email?.sender ?? '',
  senderEmail: email?.senderEmail ?? '',
  recipient: email?.recipient ?? '',
  recipientEmail: email?.recipientEmail ?? '',
  subject: email?.subject ?? '',
  receivedAt: email?.receivedAt ?? null,
  snippet: email?.snippet ?? '',
});

export type AdminTicket = ReturnType<typeof toAdminTicket>;

/** What an admin ticket shows of its e-mail (read with a projection: e-mails carry more). */
const headerAttributes = [
  'emailId',
  'sender',
  'senderEmail',
  'recipient',
  'recipientEmail',
  'subject',
  'receivedAt',
  'snippet',
] as const;

/** The headers of the e-mails of these tickets, one BatchGetItem per 100 distinct e-mails (never one request per ticket). */
export async function emailsOf(
  tickets: readonly Pick<Ticket, 'emailId'>[],
  data: DataLayer = db(),
): Promise<Map<string, EmailHeaders>> {
  const emailIds = [...new Set(tickets.map((ticket) => ticket.emailId))];
  const emails = await batchGetAll<EmailHeaders, { emailId: string }>({
    client: data.documentClient,
    tableName: data.tableName,
    entity: data.emails as unknown as BatchGetEntity,
    accessPattern: 'byId',
    composites: emailIds.map((emailId) => ({ emailId })),
    attributes: headerAttributes,
  });
  return new Map(emails.map((email) => [email.emailId, email]));
}

/** Tickets joined with their e-mails (a page at a time). */
export async function toAdminTickets(
  tickets: readonly Ticket[],
  data: DataLayer = db(),
): Promise<AdminTicket[]> {
  const emails = await emailsOf(tickets, data);
  return tickets.map((ticket) => toAdminTicket(ticket, emails.get(ticket.emailId)));
}
