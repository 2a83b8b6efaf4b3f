import { db, type DataLayer } from '../db/client.ts';
import { toEmailView } from '../ingestion/email-views.ts';
import { toCsv } from './csv.ts';
import { toAdminTickets, type AdminTicket } from './ticket-view.ts';

/** The columns of the tickets export, in order (AdminTicket fields). */
export const ticketCsvColumns = [
  'id',
  'eventName',
  'eventDate',
  'venue',
  'section',
  'row',
  'seats',
  'quantity',
  'extractionConfidence',
  'manuallyVerified',
  'needsReview',
  'cancelled',
  'possibleDuplicateOf',
  'customerId',
  'emailId',
  'sender',
  'senderEmail',
  'recipient',
  'recipientEmail',
  'subject',
  'receivedAt',
  'createdAt',
  'verifiedAt',
] as const satisfies readonly (keyof AdminTicket)[];

export const ticketsCsv = (tickets: readonly AdminTicket[]): string =>
  toCsv(
    ticketCsvColumns,
    tickets.map((ticket) => ticketCsvColumns.map((column) => ticket[column])),
  );

/** GET /api/tickets/export: every ticket, newest event first, with its e-mail's headers. */
export async function exportTickets(data: DataLayer = db()): Promise<string> {
  const { data: tickets } = await data.tickets.query
    .ticketsByEventDate({})
    .go({ pages: 'all', order: 'desc' });
  return ticketsCsv(await toAdminTickets(tickets, data));
}

/** GET /api/emails/export: every e-mail as the admin lists show it (no raw content), newest first. */
export async function exportEmails(data: DataLayer = db()) {
  const { data: emails } = await data.emails.query.emailsByReceivedAt({}).go({ pages: 'all', order: 'desc' });
  return emails.map(toEmailView);
}
