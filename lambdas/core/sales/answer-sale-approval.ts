import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import type { User } from '../db/entities/user.ts';
import { ConflictError } from '../http/errors.ts';
import { customerListing } from '../listings/customer-listings.ts';
import { recordSale, type SaleSource } from './record-sale.ts';

export type SaleApprovalDecision = 'accept' | 'decline';

export const NO_SALE_WAITING = 'There is no sale waiting for your answer on this ticket.';

const noSaleWaiting = () => new ConflictError(NO_SALE_WAITING, { code: 'NO_SALE_WAITING' });

/**
 * The seller's answer to an offer below their floor price (spec 000: 'not sold below this price
 * without your approval'). Accept → the sale is recorded at the offered price as if it came now from
 * its source (payout, notification, e-mail, webhook). Decline → the offer is removed (conditional on
 * it being the one read); the listing stays listed and its statusHistory untouched. No offer → 409.
 */
export async function answerSaleApproval(
  customer: Pick<User, 'userId'>,
  listingId: string,
  decision: SaleApprovalDecision,
  data: DataLayer = db(),
): Promise<Listing> {
  const listing = await customerListing(customer.userId, listingId, data);
  const offer = listing.pendingSale;
  if (!offer || listing.status !== 'listed') throw noSaleWaiting();

  if (decision === 'accept') {
    const result = await recordSale(
      {
        listingId,
        salePriceCents: offer.price,
        source: offer.source as SaleSource,
        orderId: offer.orderId,
        by: customer.userId,
        approvedBySeller: true,
      },
      data,
    );
    return result.listing;
  }

  const declined = await unlessConditionFails(() =>
    data.listings
      .patch({ listingId })
      .remove(['pendingSale'])
      .where((attributes, { eq }) => eq(attributes.pendingSale.requestedAt, offer.requestedAt))
      .go({ response: 'all_new' }),
  );
  if (!declined) throw noSaleWaiting();
  return declined.data;
}
