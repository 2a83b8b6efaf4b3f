import { db, type DataLayer } from '../db/client.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { readEmailContent } from './email-content.ts';
import { findTicket } from './find-ticket.ts';
import { listingOfTicket } from './ticket-listing.ts';
import { toAdminTicket } from './ticket-view.ts';

/** AdminTicketDetails: the ticket, its e-mail's bodies (from S3) and the customer's listing made from it. */
export async function detailsOfTicket(ticket: Ticket, data: DataLayer = db()) {
  const [{ data: email }, listing] = await Promise.all([
    data.emails.get({ emailId: ticket.emailId }).go(),
    listingOfTicket(ticket.ticketId, data),
  ]);
  const content = email ? await readEmailContent(email) : { rawContent: '', html: null };
  return {
    ...toAdminTicket(ticket, email ?? undefined),
    ...content,
    listing: listing
      ? { id: listing.listingId, status: listing.status, customerId: listing.customerId }
      : null,
  };
}

export type AdminTicketDetails = Awaited<ReturnType<typeof detailsOfTicket>>;

/** GET /api/tickets/{id}/details; 404 'Ticket not found'. */
export async function ticketDetails(ticketId: string, data: DataLayer = db()): Promise<AdminTicketDetails> {
  return detailsOfTicket(await findTicket(ticketId, data), data);
}
