import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import type { Payout } from '../db/entities/payout.ts';
import type { User } from '../db/entities/user.ts';
import { trySendTemplateEmail } from '../mail/send-email.ts';
import { ticketVariables } from '../mail/ticket-variables.ts';
import { formatCents } from '../money.ts';

/** What the sale e-mail says when the seller has no payout method yet. */
export const NO_PAYOUT_METHOD_TEXT = 'the payout method you add in your payment portal';

type Seller = Pick<User, 'userId' | 'email' | 'firstName' | 'notificationSettings'>;

export const soldMessage = (listing: Listing, salePrice: number): string =>
  `${listing.eventName} sold for ${formatCents(salePrice)}.`;

/**
 * 'Ticket Sold' (spec 000 §3: event and sold price) and the 'sale' e-mail with the net payout. The
 * notification id is `${listingId}:sold`, so a repeated call cannot notify twice; only the call that
 * creates it sends the e-mail, and only when the seller has e-mail notifications and sale alerts on.
 */
export async function notifySold(
  seller: Seller,
  listing: Listing,
  payout: Payout,
  data: DataLayer = db(),
): Promise<boolean> {
  const salePrice = payout.salePrice ?? listing.finalSalePrice ?? 0;
  const created = await unlessConditionFails(() =>
    data.notifications
      .create({
        customerId: seller.userId,
        notificationId: `${listing.listingId}:sold`,
        type: 'success',
        icon: 'dollar',
        title: 'Ticket Sold',
        message: soldMessage(listing, salePrice),
        listingId: listing.listingId,
      })
      .go(),
  );
  if (!created) return false;
  const settings = seller.notificationSettings;
  if (!settings.email || settings.ticketSold === false) return true;
  await trySendTemplateEmail(seller.email, 'sale', {
    customerName: seller.firstName || seller.email,
    ...ticketVariables(listing),
    salePrice: formatCents(salePrice),
    netPayout: formatCents(payout.amount),
    payoutMethod: payout.payoutMethodLabel ?? NO_PAYOUT_METHOD_TEXT,
  });
  return true;
}

export const belowFloorMessage = (listing: Listing, offer: number): string =>
  `${listing.eventName} has an offer of ${formatCents(offer)}, below your floor price of ` +
  `${formatCents(listing.floorPrice ?? 0)}. Accept or decline it on your dashboard.`;

/** 'Sale Below Floor Price': the seller is asked to accept or decline (one per offer). */
export async function notifyBelowFloor(
  listing: Listing,
  offer: { price: number; requestedAt: string },
  data: DataLayer = db(),
): Promise<void> {
  await unlessConditionFails(() =>
    data.notifications
      .create({
        customerId: listing.customerId,
        notificationId: `${listing.listingId}:below-floor:${offer.requestedAt}`,
        type: 'warning',
        icon: 'dollar',
        title: 'Sale Below Floor Price',
        message: belowFloorMessage(listing, offer.price),
        listingId: listing.listingId,
      })
      .go(),
  );
}
