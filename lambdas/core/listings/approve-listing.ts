import { assertEmailVerified } from '../auth/guards.ts';
import { db, type DataLayer } from '../db/client.ts';
import type { Listing } from '../db/entities/listing.ts';
import type { User } from '../db/entities/user.ts';
import { transitionListing } from '../db/listing-status.ts';
import { ConflictError } from '../http/errors.ts';
import { customerListing } from './customer-listings.ts';
import { notifyListingLive } from './listing-notifications.ts';
import { assertTermsAccepted } from './seller-terms.ts';

function refusal(listing: Listing): ConflictError {
  if (listing.status === 'pending' && listing.underReview) {
    return new ConflictError(
      'This ticket is still under review: our team is checking the extracted details. You can approve it once the review is done.',
      { code: 'UNDER_REVIEW' },
    );
  }
  const state = { listed: 'already live', sold: 'already sold', cancelled: 'cancelled', pending: 'pending' };
  return new ConflictError(`This ticket is ${state[listing.status]}, so it cannot be approved.`, {
    code: 'NOT_PENDING',
  });
}

/**
 * The customer approves a pending listing (spec 000 §4: pending → listed). One conditional update:
 * still pending and not under review (DESIGN §6.13); a second approval gets a 409, not a second listing.
 */
export async function approveListing(
  customer: User,
  listingId: string,
  data: DataLayer = db(),
): Promise<Listing> {
  assertEmailVerified(customer);
  assertTermsAccepted(customer);
  const listing = await customerListing(customer.userId, listingId, data);
  if (listing.status !== 'pending' || listing.underReview) throw refusal(listing);
  const listed = await transitionListing(
    listing,
    { from: 'pending', to: 'listed', by: customer.userId, requireReviewed: true },
    data,
  );
  if (!listed) throw refusal(await customerListing(customer.userId, listingId, data));
  await notifyListingLive(customer, listed, data);
  return listed;
}
