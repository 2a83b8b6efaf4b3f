import { db, type DataLayer } from '../db/client.ts';
import type { Listing, ListingStatus } from '../db/entities/listing.ts';
import { NotFoundError } from '../http/errors.ts';
import { toCustomerTicketView, type CustomerTicketView } from './customer-ticket-view.ts';

// Capped reads: one customer's tab holds at most a few hundred listings; the dashboard shows them all.
const MAX_PER_STATUS = 500;
const MAX_HISTORY = 1000;

/** The customer's listings of one dashboard tab, newest first (one Query on the by-customer index). */
export async function customerTicketsOf(
  customerId: string,
  status: ListingStatus,
  data: DataLayer = db(),
): Promise<CustomerTicketView[]> {
  const { data: listings } = await data.listings.query
    .listingsByCustomer({ customerId, status })
    .go({ order: 'desc', count: MAX_PER_STATUS, limit: MAX_PER_STATUS });
  return listings.map(toCustomerTicketView);
}

/** Every listing of the customer (all statuses), for the sales history. */
export async function allListingsOf(customerId: string, data: DataLayer = db()): Promise<Listing[]> {
  const { data: listings } = await data.listings.query
    .listingsByCustomer({ customerId })
    .go({ count: MAX_HISTORY, limit: MAX_HISTORY });
  return listings.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** The listing, when it belongs to the customer; a 404 otherwise (never reveals other customers' listings). */
export async function customerListing(
  customerId: string,
  listingId: string,
  data: DataLayer = db(),
): Promise<Listing> {
  const { data: listing } = await data.listings.get({ listingId }).go({ consistent: true });
  if (!listing || listing.customerId !== customerId) {
    throw new NotFoundError('We could not find this ticket in your account.');
  }
  return listing;
}
