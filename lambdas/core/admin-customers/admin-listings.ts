import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import { transitionListing } from '../db/listing-status.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import type { AdminListingInput } from './listing-input.ts';
import { saleFigures } from './sale-figures.ts';

export const LISTING_NOT_FOUND = 'Ticket not found';
/** One customer holds at most a few hundred listings; the Tickets tab shows them all. */
const MAX_LISTINGS = 1000;
const ADMIN_NOTE = 'Set by an admin';
const CHANGED_MEANWHILE = 'This ticket was changed at the same time. Please reload and try again.';

const timestampOf: Partial<Record<Listing['status'], 'listedAt' | 'soldAt' | 'cancelledAt'>> = {
  listed: 'listedAt',
  sold: 'soldAt',
  cancelled: 'cancelledAt',
};

/** Every listing of the customer, all statuses, newest first (one Query on listingsByCustomer). */
export async function listingsOfCustomer(customerId: string, data: DataLayer = db()): Promise<Listing[]> {
  const { data: listings } = await data.listings.query
    .listingsByCustomer({ customerId })
    .go({ count: MAX_LISTINGS });
  return listings.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function findListing(listingId: string, data: DataLayer = db()): Promise<Listing> {
  const { data: listing } = await data.listings.get({ listingId }).go({ consistent: true });
  if (!listing) throw new NotFoundError(LISTING_NOT_FOUND);
  return listing;
}

/** A new listing for the customer in any status (pending by default); the first history entry says who. */
export async function createListing(
  customerId: string,
  input: AdminListingInput,
  by: string,
  data: DataLayer = db(),
): Promise<Listing> {
  const status = input.status ?? 'pending';
  const at = new Date().toISOString();
  const entered = timestampOf[status];
  const { data: created } = await data.listings
    .create({
      customerId,
      ...detailsOf(input),
      ...pricesOf(input),
      ...saleFigures(status, input.soldPrice),
      status,
      lastStatusUpdate: at,
      ...(entered ? { [entered]: at } : {}),
      statusHistory: [{ status, at, by, note: ADMIN_NOTE }],
    })
    .go();
  return created as Listing;
}

/**
 * Replaces the form's fields of a listing. A status change goes through `transitionListing` (any
 * status to any other, appended to statusHistory, conditional on the status read); a sold listing
 * records finalSalePrice and the commission.
 */
export async function updateListing(
  listing: Listing,
  input: AdminListingInput,
  by: string,
  data: DataLayer = db(),
): Promise<Listing> {
  const status = input.status ?? listing.status;
  const prices = pricesOf(input);
  const soldPrice = input.soldPrice === undefined ? listing.soldPrice : input.soldPrice;
  const sale = saleFigures(status, soldPrice, listing.commission);
  const cleared = (['listedPrice', 'floorPrice', 'soldPrice'] as const).filter(
    (name) => input[name] === null,
  );

  const write = data.listings
    .patch({ listingId: listing.listingId })
    .set({ ...detailsOf(input), ...prices, ...sale });
  const updated = await unlessConditionFails(() =>
    (cleared.length > 0 ? write.remove(cleared) : write)
      .where((attributes, { eq }) => eq(attributes.status, listing.status))
      .go({ response: 'all_new' }),
  );
  if (!updated) throw new ConflictError(CHANGED_MEANWHILE);
  if (status === listing.status) return updated.data;

  const moved = await transitionListing(
    updated.data,
    { from: listing.status, to: status, by, note: ADMIN_NOTE },
    data,
  );
  if (!moved) throw new ConflictError(CHANGED_MEANWHILE);
  return moved;
}

export async function deleteListing(listing: Listing, data: DataLayer = db()): Promise<void> {
  await data.listings.delete({ listingId: listing.listingId }).go();
}

const detailsOf = (input: AdminListingInput) => ({
  eventName: input.eventName,
  venue: input.venue,
  eventDate: input.eventDate,
  section: input.section,
  row: input.row,
  seats: input.seats,
  quantity: input.quantity,
});

/** The prices the form sent (cents); left out or null → not set here. */
const pricesOf = (input: AdminListingInput) =>
  Object.fromEntries(
    (['listedPrice', 'floorPrice', 'soldPrice'] as const)
      .filter((name) => typeof input[name] === 'number')
      .map((name) => [name, input[name] as number]),
  ) as Partial<Pick<Listing, 'listedPrice' | 'floorPrice' | 'soldPrice'>>;
