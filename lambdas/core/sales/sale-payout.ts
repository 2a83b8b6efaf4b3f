import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import type { Payout } from '../db/entities/payout.ts';
import { defaultPayoutDestination } from './payout-destination.ts';

/** The sale figures a sold listing carries (written by recordSale's one conditional transition). */
export function soldFigures(listing: Listing): { salePrice: number; commission: number; payout: number } {
  const salePrice = listing.finalSalePrice ?? listing.soldPrice ?? 0;
  const commission = listing.commissionEarned ?? 0;
  return { salePrice, commission, payout: salePrice - commission };
}

/**
 * The seller's payout for a sold listing: created once (keyed by the listing, conditional create), so
 * a retried or repeated sale finds the payout that exists instead of paying twice. Status pending, to
 * the default active payout method (masked label), or without a method when the seller has none yet.
 */
export async function ensurePayout(listing: Listing, data: DataLayer = db()): Promise<Payout> {
  const figures = soldFigures(listing);
  const destination = await defaultPayoutDestination(listing.customerId, data);
  const created = await unlessConditionFails(() =>
    data.payouts
      .create({
        listingId: listing.listingId,
        customerId: listing.customerId,
        amount: figures.payout,
        salePrice: figures.salePrice,
        commission: figures.commission,
        eventName: listing.eventName,
        status: 'pending',
        ...(listing.saleSource ? { saleSource: listing.saleSource } : {}),
        ...(listing.marketplaceOrderId ? { orderId: listing.marketplaceOrderId } : {}),
        ...(destination
          ? { payoutMethodId: destination.payoutMethodId, payoutMethodLabel: destination.label }
          : {}),
      })
      .go(),
  );
  if (created) return created.data as Payout;
  const { data: existing } = await data.payouts
    .get({ listingId: listing.listingId })
    .go({ consistent: true });
  if (!existing)
    throw new Error(`The payout of listing ${listing.listingId} could be neither created nor read.`);
  return existing;
}
