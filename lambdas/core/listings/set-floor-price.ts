import { assertEmailVerified } from '../auth/guards.ts';
import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import type { User } from '../db/entities/user.ts';
import { ConflictError } from '../http/errors.ts';
import { customerListing } from './customer-listings.ts';
import { assertTermsAccepted } from './seller-terms.ts';

const PRICEABLE: readonly Listing['status'][] = ['pending', 'listed'];

const notPriceable = (listing: Listing) =>
  new ConflictError(
    `This ticket is ${listing.status === 'sold' ? 'already sold' : 'cancelled'}, so its floor price cannot change.`,
    { code: 'NOT_PRICEABLE' },
  );

/**
 * The lowest price the customer accepts (spec 000 §2 Set Floor Price), in cents. Allowed while the
 * listing is pending or live; the status is the write's condition, so a sale in between wins.
 */
export async function setFloorPrice(
  customer: User,
  listingId: string,
  floorPriceCents: number,
  data: DataLayer = db(),
): Promise<Listing> {
  assertEmailVerified(customer);
  assertTermsAccepted(customer);
  const listing = await customerListing(customer.userId, listingId, data);
  if (!PRICEABLE.includes(listing.status)) throw notPriceable(listing);
  const updated = await unlessConditionFails(() =>
    data.listings
      .patch({ listingId })
      .set({ floorPrice: floorPriceCents })
      .where((attributes, { eq }) => PRICEABLE.map((status) => eq(attributes.status, status)).join(' OR '))
      .go({ response: 'all_new' }),
  );
  if (!updated) throw notPriceable(await customerListing(customer.userId, listingId, data));
  return updated.data;
}
