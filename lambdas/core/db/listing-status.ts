import { db, type DataLayer } from './client.ts';
import { unlessConditionFails } from './conditional.ts';
import type { Listing, ListingStatus } from './entities/listing.ts';

/** Attributes that may change together with the status (prices of a sale, notes). */
export type ListingStatusExtras = Partial<
  Pick<Listing, 'listedPrice' | 'floorPrice' | 'soldPrice' | 'finalSalePrice' | 'commissionEarned' | 'notes'>
>;

export interface ListingTransition {
  /** The status (or statuses) the listing must still have; otherwise nothing is written. */
  from: ListingStatus | readonly ListingStatus[];
  to: ListingStatus;
  /** Who made the change (user id, or e.g. 'marketplace'); recorded in statusHistory. */
  by?: string;
  note?: string;
  /** Also require `underReview = false` (DESIGN §6.13: no approval while an extraction awaits review). */
  requireReviewed?: boolean;
  set?: ListingStatusExtras;
}

const enteredAtAttribute: Partial<Record<ListingStatus, 'listedAt' | 'soldAt' | 'cancelledAt'>> = {
  listed: 'listedAt',
  sold: 'soldAt',
  cancelled: 'cancelledAt',
};

/**
 * Moves a listing to a new status with one conditional update (no transaction): the current status
 * must be `from`, the change is appended to statusHistory and lastStatusUpdate / listedAt / soldAt are
 * stamped. Resolves to the updated listing, or undefined when the listing was not in `from` (for
 * example a second approval), which callers turn into a 409.
 */
export async function transitionListing(
  listing: Pick<Listing, 'listingId' | 'createdAt'>,
  transition: ListingTransition,
  data: DataLayer = db(),
): Promise<Listing | undefined> {
  const at = new Date().toISOString();
  const allowed: readonly ListingStatus[] =
    typeof transition.from === 'string' ? [transition.from] : transition.from;
  const entered = enteredAtAttribute[transition.to];
  const historyEntry = {
    status: transition.to,
    at,
    ...(transition.by === undefined ? {} : { by: transition.by }),
    ...(transition.note === undefined ? {} : { note: transition.note }),
  };
  const result = await unlessConditionFails(() =>
    data.listings
      .patch({ listingId: listing.listingId })
      // createdAt is read-only but part of the by-customer sort key that the new status rewrites.
      .composite({ createdAt: listing.createdAt })
      .set({
        ...transition.set,
        status: transition.to,
        lastStatusUpdate: at,
        ...(entered ? { [entered]: at } : {}),
      })
      .append({ statusHistory: [historyEntry] })
      .where((attributes, { eq }) => {
        const statusMatches = allowed.map((status) => eq(attributes.status, status)).join(' OR ');
        return transition.requireReviewed
          ? `(${statusMatches}) AND ${eq(attributes.underReview, false)}`
          : statusMatches;
      })
      .go({ response: 'all_new' }),
  );
  return result?.data;
}
