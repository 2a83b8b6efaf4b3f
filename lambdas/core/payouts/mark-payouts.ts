import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Payout, PayoutStatus } from '../db/entities/payout.ts';
import { notifyPayoutSent } from './payout-notifications.ts';

export type PayoutMark = 'sent' | 'paid';

/** The statuses a payout may leave for each mark: pending → sent; sent or pending → paid. */
const allowedFrom: Record<PayoutMark, readonly PayoutStatus[]> = {
  sent: ['pending'],
  paid: ['pending', 'sent'],
};

export interface MarkedPayout {
  before: Payout;
  after: Payout;
}

export interface MarkPayoutsResult {
  updated: MarkedPayout[];
  skipped: { listingId: string; reason: string }[];
}

/** Why a payout in `status` cannot be marked `to` (a sentence for the admin), or undefined when it can. */
export function refusalReason(status: PayoutStatus, to: PayoutMark): string | undefined {
  if (allowedFrom[to].includes(status)) return undefined;
  if (status === to) return `This payout is already marked ${to}.`;
  if (status === 'paid') return 'This payout is already paid, so it cannot be marked sent.';
  return `This payout failed, so it cannot be marked ${to}.`;
}

/** Payouts changed at once; each is its own conditional write (no transactions). */
const PARALLEL_WRITES = 10;

/**
 * POST /api/admin/payouts/status: moves each payout one step, each with its own conditional patch
 * (the status read must still hold, so two admins cannot both mark one payout). Marking sent stamps
 * sentAt/sentBy and tells the seller ('Payout Sent'); marking paid stamps paidAt/paidBy. A payout that
 * is missing or not in a status the step starts from is skipped with the reason.
 */
export async function markPayouts(
  listingIds: readonly string[],
  to: PayoutMark,
  by: string,
  data: DataLayer = db(),
): Promise<MarkPayoutsResult> {
  const ids = [...new Set(listingIds)];
  const outcomes: (MarkedPayout | { listingId: string; reason: string })[] = [];
  for (let start = 0; start < ids.length; start += PARALLEL_WRITES) {
    outcomes.push(
      ...(await Promise.all(
        ids.slice(start, start + PARALLEL_WRITES).map((id) => markOne(id, to, by, data)),
      )),
    );
  }
  const updated = outcomes.filter((outcome): outcome is MarkedPayout => 'after' in outcome);
  if (to === 'sent')
    await notifyPayoutSent(
      updated.map((outcome) => outcome.after),
      data,
    );
  return {
    updated,
    skipped: outcomes.filter(
      (outcome): outcome is { listingId: string; reason: string } => !('after' in outcome),
    ),
  };
}

async function markOne(
  listingId: string,
  to: PayoutMark,
  by: string,
  data: DataLayer,
): Promise<MarkedPayout | { listingId: string; reason: string }> {
  const { data: payout } = await data.payouts.get({ listingId }).go({ consistent: true });
  if (!payout) return { listingId, reason: 'There is no payout for this ticket.' };
  const reason = refusalReason(payout.status, to);
  if (reason) return { listingId, reason };

  const at = new Date().toISOString();
  const stamp = to === 'sent' ? { sentAt: at, sentBy: by } : { paidAt: at, paidBy: by };
  const result = await unlessConditionFails(() =>
    data.payouts
      .patch({ listingId })
      // createdAt is read-only but part of the by-status sort key that the new status rewrites.
      .composite({ createdAt: payout.createdAt })
      .set({ status: to, ...stamp })
      .where((attributes, { eq }) => eq(attributes.status, payout.status))
      .go({ response: 'all_new' }),
  );
  if (!result)
    return { listingId, reason: 'This payout was changed at the same time. Please reload and try again.' };
  return { before: payout, after: result.data };
}
