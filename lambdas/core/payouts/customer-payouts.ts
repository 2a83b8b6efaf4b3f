import { db, type DataLayer } from '../db/client.ts';
import type { Payout } from '../db/entities/payout.ts';
import { readSettings } from '../db/settings-store.ts';
import { toPayoutView, type PayoutView } from './payout-view.ts';

export interface CustomerPayoutTotals {
  /** Still on the way: pending and sent payouts. */
  pendingCents: number;
  /** Paid in the current calendar year (UTC). */
  paidThisYearCents: number;
  paidTotalCents: number;
  /** The sale prices behind this year's paid payouts: what the 1099 threshold is measured against. */
  grossPaidSalesThisYearCents: number;
  /** DESIGN §6.21: the setting `tax.form1099ThresholdCents`. */
  form1099ThresholdCents: number;
}

const sum = (payouts: readonly Payout[], value: (payout: Payout) => number): number =>
  payouts.reduce((total, payout) => total + value(payout), 0);

/** The figures of the payment portal and the tax tracker, from the seller's real payouts. */
export function payoutTotalsOf(
  payouts: readonly Payout[],
  form1099ThresholdCents: number,
  now: Date = new Date(),
): CustomerPayoutTotals {
  const year = String(now.getUTCFullYear());
  const paid = payouts.filter((payout) => payout.status === 'paid');
  const paidThisYear = paid.filter((payout) => payout.paidAt?.startsWith(year));
  return {
    pendingCents: sum(
      payouts.filter((payout) => payout.status === 'pending' || payout.status === 'sent'),
      (payout) => payout.amount,
    ),
    paidThisYearCents: sum(paidThisYear, (payout) => payout.amount),
    paidTotalCents: sum(paid, (payout) => payout.amount),
    grossPaidSalesThisYearCents: sum(paidThisYear, (payout) => toPayoutView(payout).salePriceCents),
    form1099ThresholdCents,
  };
}

/** GET /api/customer/{id}/payouts: every payout of the seller, newest first (one Query), and the totals. */
export async function customerPayouts(
  customerId: string,
  data: DataLayer = db(),
): Promise<{ payouts: PayoutView[]; totals: CustomerPayoutTotals }> {
  const [{ data: payouts }, tax] = await Promise.all([
    data.payouts.query.payoutsByCustomer({ customerId }).go({ order: 'desc', pages: 'all' }),
    readSettings('tax', data),
  ]);
  return {
    payouts: payouts.map(toPayoutView),
    totals: payoutTotalsOf(payouts, tax.form1099ThresholdCents),
  };
}
