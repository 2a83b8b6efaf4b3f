import { db, type DataLayer } from '../db/client.ts';
import type { Listing } from '../db/entities/listing.ts';

/** spec 000 §3 Ticket (customer view); prices in cents (DESIGN §4), plus DESIGN §6.13's review flag. */
export interface CustomerTicketView {
  id: string;
  eventName: string;
  venue: string | null;
  eventDate: string | null;
  section: string | null;
  row: string | null;
  seats: string | null;
  quantity: number;
  status: Listing['status'];
  listedPrice: number | null;
  floorPrice: number | null;
  soldPrice: number | null;
  underReview: boolean;
}

export const toCustomerTicketView = (listing: Listing): CustomerTicketView => ({
  id: listing.listingId,
  eventName: listing.eventName,
  venue: listing.venue ?? null,
  eventDate: listing.eventDate ?? null,
  section: listing.section ?? null,
  row: listing.row ?? null,
  seats: listing.seats ?? null,
  quantity: listing.quantity,
  status: listing.status,
  listedPrice: listing.listedPrice ?? null,
  floorPrice: listing.floorPrice ?? null,
  soldPrice: listing.soldPrice ?? null,
  underReview: listing.underReview,
});

// Capped read: a customer has few pending listings at a time (they approve or drop them).
const MAX_PENDING = 500;

/** The customer's pending listings, newest first (one Query on the by-customer index). */
export async function pendingTicketsOf(
  customerId: string,
  data: DataLayer = db(),
): Promise<CustomerTicketView[]> {
  const { data: listings } = await data.listings.query
    .listingsByCustomer({ customerId, status: 'pending' })
    .go({ order: 'desc', count: MAX_PENDING });
  return listings.map(toCustomerTicketView);
}
