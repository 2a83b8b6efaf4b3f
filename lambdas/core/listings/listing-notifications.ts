import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import type { User } from '../db/entities/user.ts';
import { formatCents } from '../money.ts';
import { trySendTemplateEmail } from '../mail/send-email.ts';
import { ticketVariables } from '../mail/ticket-variables.ts';

/**
 * 'Ticket Listed' notification and the 'live' e-mail after the customer approved a listing. The
 * notification id is the listing's, so a repeated call cannot notify twice; only the call that creates
 * it sends the e-mail (when the customer has e-mail notifications on).
 */
export async function notifyListingLive(
  customer: Pick<User, 'userId' | 'email' | 'firstName' | 'notificationSettings'>,
  listing: Listing,
  data: DataLayer = db(),
): Promise<void> {
  const created = await unlessConditionFails(() =>
    data.notifications
      .create({
        customerId: customer.userId,
        notificationId: `${listing.listingId}:listed`,
        type: 'info',
        icon: 'eye',
        title: 'Ticket Listed',
        message: `${listing.eventName} is now live.`,
        listingId: listing.listingId,
      })
      .go(),
  );
  if (!created || !customer.notificationSettings.email) return;
  await trySendTemplateEmail(customer.email, 'live', {
    customerName: customer.firstName || customer.email,
    ...ticketVariables(listing),
    listingPrice: listing.listedPrice === undefined ? 'Price TBD' : formatCents(listing.listedPrice),
  });
}
