import { assertEmailVerified } from '../auth/guards.ts';
import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import type { User } from '../db/entities/user.ts';
import { ConflictError } from '../http/errors.ts';
import { publishEvent } from '../webhooks/outbox.ts';
import { customerListing } from './customer-listings.ts';
import { floorPriceChangedEvent, floorPriceChangeSubject } from './floor-price-event.ts';
import { assertTermsAccepted } from './seller-terms.ts';

const PRICEABLE: readonly Listing['status'][] = ['pending', 'listed'];

const notPriceable = (listing: Listing) =>
  new ConflictError(
    `This ticket is ${listing.status === 'sold' ? 'already sold' : 'cancelled'}, so its floor price cannot change.`,
    { code: 'NOT_PRICEABLE' },
  );

// A change in between (another tab, a sale) makes the write's condition fail; it is read again and retried.
const MAX_ATTEMPTS = 3;

/**
 * One conditional write: the new floor price and its history entry ({price, previous, at, by}), on
 * condition that the listing is still priceable and its floor price is still the one read (so
 * `previous` is exact). Undefined when the condition failed.
 */
async function writeFloorPrice(listing: Listing, floorPriceCents: number, by: string, data: DataLayer) {
  const entry = {
    price: floorPriceCents,
    ...(listing.floorPrice === undefined ? {} : { previous: listing.floorPrice }),
    at: new Date().toISOString(),
    by,
  };
  const written = await unlessConditionFails(() =>
    data.listings
      .patch({ listingId: listing.listingId })
      .set({ floorPrice: floorPriceCents })
      .append({ floorPriceHistory: [entry] })
      .where((attributes, { eq, notExists }) => {
        const priceable = PRICEABLE.map((status) => eq(attributes.status, status)).join(' OR ');
        const unchanged =
          listing.floorPrice === undefined
            ? notExists(attributes.floorPrice)
            : eq(attributes.floorPrice, listing.floorPrice);
        return `(${priceable}) AND ${unchanged}`;
      })
      .go({ response: 'all_new' }),
  );
  return written?.data;
}

/**
 * The lowest price the customer accepts (spec 000 §2 Set Floor Price), in cents. Allowed while the
 * listing is pending or live; the status is the write's condition, so a sale in between wins. Each
 * change is kept in floorPriceHistory; a change to a live listing raises `listing.floor_price_changed`
 * in the outbox (the listing channels follow it, lambdas/core/webhooks/README.md).
 */
export async function setFloorPrice(
  customer: User,
  listingId: string,
  floorPriceCents: number,
  data: DataLayer = db(),
): Promise<Listing> {
  assertEmailVerified(customer);
  assertTermsAccepted(customer);
  let listing = await customerListing(customer.userId, listingId, data);
  for (let attempt = 1; ; attempt += 1) {
    if (!PRICEABLE.includes(listing.status)) throw notPriceable(listing);
    // The same price again is no change: nothing to record or announce.
    if (listing.floorPrice === floorPriceCents) return listing;
    const updated = await writeFloorPrice(listing, floorPriceCents, customer.userId, data);
    if (updated) {
      if (updated.status === 'listed') {
        await publishEvent(
          floorPriceChangeSubject(updated),
          floorPriceChangedEvent(updated, listing.floorPrice),
          data,
        );
      }
      return updated;
    }
    listing = await customerListing(customer.userId, listingId, data);
    if (attempt >= MAX_ATTEMPTS && PRICEABLE.includes(listing.status)) {
      throw new ConflictError('This ticket was changed at the same time. Please try again.', {
        code: 'CHANGED_MEANWHILE',
      });
    }
  }
}
