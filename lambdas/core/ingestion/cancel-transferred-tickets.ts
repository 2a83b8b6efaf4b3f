import { parseDocument } from '../../extraction/document/parse-document.ts';
import type { ExtractedTicket } from '../../extraction/types.ts';
import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import { ticketKeyOf, type Ticket } from '../db/entities/ticket.ts';
import { transitionListing } from '../db/listing-status.ts';
import { flagCancelledAfterSale } from '../listings/sale-attention.ts';
import { matchCancelledTickets, orderNumbersInText, type HeldTicket } from './cancelled-transfer-match.ts';

/** Deterministic, so a retried step cannot tell the customer twice. */
export const cancelledNotificationId = (emailId: string): string => `${emailId}:cancelled`;

/** The customer's tickets from forwarded e-mails: their listings (one Query) and the tickets behind them. */
async function heldTickets(
  customerId: string,
  exceptEmailId: string,
  data: DataLayer,
): Promise<{ held: HeldTicket[]; listings: Map<string, Listing>; tickets: Map<string, Ticket> }> {
  const { data: customerListings } = await data.listings.query
    .listingsByCustomer({ customerId })
    .go({ pages: 'all' });
  const fromEmails = customerListings.filter(
    (listing) => listing.ticketId && ticketKeyOf(listing.ticketId)?.emailId !== exceptEmailId,
  );
  const keys = fromEmails.flatMap((listing) => {
    const key = ticketKeyOf(listing.ticketId!);
    return key ? [key] : [];
  });
  const { data: found } = keys.length > 0 ? await data.tickets.get(keys).go() : { data: [] as Ticket[] };
  const tickets = new Map(found.map((ticket) => [ticket.ticketId, ticket]));
  const held = fromEmails.map((listing) => {
    const ticket = tickets.get(listing.ticketId!);
    return {
      ticketId: listing.ticketId!,
      eventName: ticket?.eventName ?? listing.eventName,
      eventDate: ticket?.eventDate ?? listing.eventDate,
      section: ticket?.section ?? listing.section,
      row: ticket?.row ?? listing.row,
      seats: ticket?.seats ?? listing.seats,
      orderNumber: ticket?.orderNumber,
    };
  });
  return { held, listings: new Map(fromEmails.map((listing) => [listing.ticketId!, listing])), tickets };
}

/** Order numbers of the cancellation: the engine's order-number field, else any written in its text. */
async function orderNumbersOf(raw: Uint8Array, extracted: readonly ExtractedTicket[]): Promise<string[]> {
  const fromFields = extracted.flatMap((ticket) =>
    ticket.additionalInfo.orderNumber ? [ticket.additionalInfo.orderNumber] : [],
  );
  if (fromFields.length > 0) return fromFields;
  const document = await parseDocument(raw);
  return orderNumbersInText([...document.lines, ...document.attachments.map((file) => file.text)].join('\n'));
}

async function notifyCancelled(
  emailId: string,
  customerId: string,
  cancelled: readonly Listing[],
  data: DataLayer,
): Promise<void> {
  const [first] = cancelled;
  if (!first) return;
  const quantity = cancelled.reduce((sum, listing) => sum + listing.quantity, 0);
  await unlessConditionFails(() =>
    data.notifications
      .create({
        customerId,
        notificationId: cancelledNotificationId(emailId),
        type: 'warning',
        icon: 'refresh',
        title: 'Transfer Cancelled',
        message: `The transfer of ${quantity} ticket${quantity === 1 ? '' : 's'} for ${first.eventName} was cancelled, so we took ${quantity === 1 ? 'it' : 'them'} off your listings.`,
        listingId: first.listingId,
      })
      .go(),
  );
}

/**
 * A cancelled transfer takes tickets back (issue 5): the held tickets it matches are marked cancelled,
 * their listings cancelled unless already sold (conditional status change with statusHistory), and
 * the customer is told. A sold listing is not undone: it is flagged for an admin (saleAttention).
 * Every write is conditional or keyed, so a retry changes nothing twice.
 * Resolves to the ids of the matched tickets and of those among them that were already sold.
 */
export async function cancelTransferredTickets(
  emailId: string,
  customerId: string,
  raw: Uint8Array,
  extracted: readonly ExtractedTicket[],
  data: DataLayer = db(),
): Promise<{ matched: string[]; soldTicketIds: string[] }> {
  const { held, listings, tickets } = await heldTickets(customerId, emailId, data);
  if (held.length === 0) return { matched: [], soldTicketIds: [] };
  const matched = matchCancelledTickets(
    {
      orderNumbers: await orderNumbersOf(raw, extracted),
      tickets: extracted.map((ticket) => ({ ...ticket, seats: ticket.seats.join(',') })),
    },
    held,
  );
  const taken: Listing[] = [];
  const soldTicketIds: string[] = [];
  for (const ticketId of matched) {
    const ticket = tickets.get(ticketId);
    if (ticket && !ticket.cancelled) {
      await data.tickets
        .patch({ emailId: ticket.emailId, ticketIndex: ticket.ticketIndex })
        .set({ cancelled: true })
        .go();
    }
    const listing = listings.get(ticketId);
    if (!listing) continue;
    const moved = await transitionListing(
      listing,
      {
        from: ['pending', 'listed'],
        to: 'cancelled',
        by: 'pipeline',
        note: `Transfer cancelled (e-mail ${emailId})`,
      },
      data,
    );
    if (moved || listing.status === 'cancelled') {
      taken.push(moved ?? listing);
      continue;
    }
    // Already sold: the sale and its payout stand; an admin is asked to look at it (issue 9).
    soldTicketIds.push(ticketId);
    await flagCancelledAfterSale(listing, emailId, data);
  }
  await notifyCancelled(emailId, customerId, taken, data);
  return { matched, soldTicketIds };
}
