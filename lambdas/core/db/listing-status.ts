import { db, type DataLayer } from './client.ts';
import { unlessConditionFails } from './conditional.ts';
import type { Listing, ListingStatus } from './entities/listing.ts';

/** Attributes that may change together with the status (prices of a sale, notes). */
export type ListingStatusExtras = Partial<
  Pick<
    Listing,
    | 'listedPrice'
    | 'floorPrice'
    | 'soldPrice'
    | 'finalSalePrice'
    | 'commissionEarned'
    | 'notes'
    | 'saleSource'
    | 'marketplaceOrderId'
  >
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
  /** Attributes removed in the same write (a sale clears the offer that waited for the seller). */
  remove?: readonly 'pendingSale'[];
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
  listing: Pick<Listing, 'listingId' | 'createdAt'> & { status?: ListingStatus },
  transition: ListingTransition,
  data: DataLayer = db(),
): Promise<Listing | undefined> {
  const at = new Date().toISOString();
  const allowed: readonly ListingStatus[] =
    typeof transition.from === 'string' ? [transition.from] : transition.from;
  const entered = enteredAtAttribute[transition.to];
  // The status left: the one required, or (when several are allowed) the one the caller read.
  const from = typeof transition.from === 'string' ? transition.from : listing.status;
  const historyEntry = {
    ...(from === undefined ? {} : { from }),
    status: transition.to,
    at,
    ...(transition.by === undefined ? {} : { by: transition.by }),
    ...(transition.note === undefined ? {} : { note: transition.note }),
  };
  const result = await unlessConditionFails(() => {
    const write = data.listings
      .patch({ listingId: listing.listingId })
      // createdAt is read-only but part of the by-customer sort key that the new status rewrites.
      .composite({ createdAt: listing.createdAt })
      .set({
        ...transition.set,
        status: transition.to,
        lastStatusUpdate: at,
        ...(entered ? { [entered]: at } : {}),
      })
      .append({ statusHistory: [historyEntry] });
    return (transition.remove?.length ? write.remove([...transition.remove]) : write)
      .where((attributes, { eq }) => {
        const statusMatches = allowed.map((status) => eq(attributes.status, status)).join(' OR ');
        return transition.requireReviewed
          ? `(${statusMatches}) AND ${eq(attributes.underReview, false)}`
          : statusMatches;
      })
      .go({ response: 'all_new' });
  });
  return result?.data;
}
