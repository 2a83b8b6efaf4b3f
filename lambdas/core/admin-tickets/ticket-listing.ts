import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import type { Ticket } from '../db/entities/ticket.ts';

/** The customer's listing made from this ticket (sparse gsi3 `listingsByTicket`), if any. */
export async function listingOfTicket(
  ticketId: string,
  data: DataLayer = db(),
): Promise<Listing | undefined> {
  const { data: listings } = await data.listings.query
    .listingsByTicket({ ticketId })
    .go({ count: 1, limit: 1 });
  return listings[0];
}

/** The listing fields that follow a corrected ticket (as the pipeline's store-listings.ts sets them). */
export function listingCorrectionOf(ticket: Ticket) {
  return {
    eventName: ticket.eventName,
    quantity: ticket.quantity,
    underReview: ticket.needsReview,
    eventDate: ticket.eventDate,
    venue: ticket.venue,
    section: ticket.section,
    row: ticket.row,
    seats: ticket.seats,
  };
}

/**
 * DESIGN §6.13: a correction flows into the ticket's listing while it is still pending (the condition
 * keeps what the customer approved or sold as it is), and ends its 'Under review' state once the ticket
 * no longer needs review. Resolves to the listing as written, or undefined when none was changed.
 */
export async function applyCorrectionToListing(
  ticket: Ticket,
  data: DataLayer = db(),
): Promise<Listing | undefined> {
  const listing = await listingOfTicket(ticket.ticketId, data);
  if (!listing || listing.status !== 'pending') return undefined;
  const fields = listingCorrectionOf(ticket);
  const cleared = (['eventDate', 'venue', 'section', 'row', 'seats'] as const).filter(
    (name) => fields[name] === undefined,
  );
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const written = await unlessConditionFails(() => {
    const patch = data.listings.patch({ listingId: listing.listingId }).set(set);
    return (cleared.length > 0 ? patch.remove(cleared) : patch)
      .where((attributes, { eq }) => eq(attributes.status, 'pending'))
      .go({ response: 'all_new' });
  });
  return written?.data as Listing | undefined;
}
