import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Payout } from '../db/entities/payout.ts';
import { formatCents } from '../money.ts';

/** DESIGN §6.3: the one payout-timing text. */
export const PAYOUT_TIMING = 'It arrives 1-2 business days after the sale.';

export const payoutSentMessage = (
  payout: Pick<Payout, 'amount' | 'eventName' | 'payoutMethodLabel'>,
): string =>
  `${formatCents(payout.amount)} for ${payout.eventName || 'your ticket'} is on its way to ${
    payout.payoutMethodLabel || 'your payout method'
  }. ${PAYOUT_TIMING}`;

/**
 * 'Payout Sent' for each payout just marked sent, to sellers whose notificationSettings.payoutSent is
 * on. The notification id is `${listingId}:payout-sent`, so a payout never notifies twice.
 */
export async function notifyPayoutSent(payouts: readonly Payout[], data: DataLayer = db()): Promise<void> {
  if (payouts.length === 0) return;
  const sellerIds = [...new Set(payouts.map((payout) => payout.customerId))];
  const wantsIt = new Set<string>();
  for (let start = 0; start < sellerIds.length; start += 100) {
    const { data: users } = await data.users
      .get(sellerIds.slice(start, start + 100).map((userId) => ({ userId })))
      .go({ attributes: ['userId', 'notificationSettings'] });
    for (const user of users) if (user.notificationSettings.payoutSent) wantsIt.add(user.userId);
  }
  await Promise.all(
    payouts
      .filter((payout) => wantsIt.has(payout.customerId))
      .map((payout) =>
        unlessConditionFails(() =>
          data.notifications
            .create({
              customerId: payout.customerId,
              notificationId: `${payout.listingId}:payout-sent`,
              type: 'success',
              icon: 'dollar',
              title: 'Payout Sent',
              message: payoutSentMessage(payout),
              listingId: payout.listingId,
            })
            .go(),
        ),
      ),
  );
}
