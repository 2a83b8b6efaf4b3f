import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import { transitionListing } from '../db/listing-status.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { assertCanMove } from '../sales/listing-transitions.ts';
import { recordSale } from '../sales/record-sale.ts';
import type { AdminListingInput } from './listing-input.ts';
import { assertSoldPriceKept, requiredSoldPrice } from './sale-figures.ts';

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

/**
 * A new listing for the customer (pending by default); the first history entry says who. A ticket
 * added as sold is added as listed and then sold through recordSale, so its payout, notification,
 * e-mail and webhook happen as for any sale.
 */
export async function createListing(
  customerId: string,
  input: AdminListingInput,
  by: string,
  data: DataLayer = db(),
): Promise<Listing> {
  const requested = input.status ?? 'pending';
  const soldPrice = requested === 'sold' ? requiredSoldPrice(input.soldPrice) : undefined;
  const status = requested === 'sold' ? 'listed' : requested;
  const at = new Date().toISOString();
  const entered = timestampOf[status];
  const { data: created } = await data.listings
    .create({
      customerId,
      ...detailsOf(input),
      ...pricesOf(input),
      status,
      lastStatusUpdate: at,
      ...(entered ? { [entered]: at } : {}),
      statusHistory: [{ status, at, by, note: ADMIN_NOTE }],
    })
    .go();
  if (soldPrice === undefined) return created as Listing;
  const sale = await recordSale(
    { listingId: created.listingId, salePriceCents: soldPrice, source: 'admin', by },
    data,
  );
  return sale.listing;
}

/**
 * Replaces the form's fields of a listing. A status change must follow the lifecycle
 * (lambdas/core/sales/listing-transitions.ts: pending → listed → sold, pending | listed → cancelled;
 * otherwise 409 with a sentence) and goes through `transitionListing` (conditional on the status read,
 * appended to statusHistory). Becoming sold goes through recordSale (commission, payout, 'Ticket Sold',
 * the sale e-mail, `ticket.updated`); below the floor price the sale waits for the seller's answer and
 * the listing stays listed with its pendingSale. A sold ticket's sale price cannot change.
 */
export async function updateListing(
  listing: Listing,
  input: AdminListingInput,
  by: string,
  data: DataLayer = db(),
): Promise<Listing> {
  const status = input.status ?? listing.status;
  if (status !== listing.status) assertCanMove(listing.status, status);
  assertSoldPriceKept(listing, input.soldPrice);
  const soldPrice =
    status === 'sold' && listing.status !== 'sold' ? requiredSoldPrice(input.soldPrice) : undefined;
  const cleared = (['listedPrice', 'floorPrice'] as const).filter((name) => input[name] === null);

  const write = data.listings
    .patch({ listingId: listing.listingId })
    .set({ ...detailsOf(input), ...pricesOf(input) });
  const updated = await unlessConditionFails(() =>
    (cleared.length > 0 ? write.remove(cleared) : write)
      .where((attributes, { eq }) => eq(attributes.status, listing.status))
      .go({ response: 'all_new' }),
  );
  if (!updated) throw new ConflictError(CHANGED_MEANWHILE);
  if (status === listing.status) return updated.data;

  if (soldPrice !== undefined) {
    const sale = await recordSale(
      { listingId: listing.listingId, salePriceCents: soldPrice, source: 'admin', by },
      data,
    );
    return sale.listing;
  }
  const moved = await transitionListing(
    updated.data,
    { from: listing.status, to: status, by, note: ADMIN_NOTE },
    data,
  );
  if (!moved) throw new ConflictError(CHANGED_MEANWHILE);
  return moved;
}

export const SOLD_NOT_DELETABLE =
  'This ticket is sold, so it cannot be deleted: its sale and payout stay on record.';

/** Deletes a listing that is not sold; the condition makes a sale in between win. */
export async function deleteListing(listing: Listing, data: DataLayer = db()): Promise<void> {
  if (listing.status === 'sold') throw new ConflictError(SOLD_NOT_DELETABLE);
  const deleted = await unlessConditionFails(() =>
    data.listings
      .delete({ listingId: listing.listingId })
      .where((attributes, { ne }) => ne(attributes.status, 'sold'))
      .go(),
  );
  if (!deleted) throw new ConflictError(SOLD_NOT_DELETABLE);
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

/**
 * The prices the form sent (cents); left out or null → not set here. The sold price is written only
 * by the sale (recordSale), together with the commission.
 */
const pricesOf = (input: AdminListingInput) =>
  Object.fromEntries(
    (['listedPrice', 'floorPrice'] as const)
      .filter((name) => typeof input[name] === 'number')
      .map((name) => [name, input[name] as number]),
  ) as Partial<Pick<Listing, 'listedPrice' | 'floorPrice'>>;
