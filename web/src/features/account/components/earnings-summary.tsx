import { Wallet } from 'lucide-react';

import { SectionCard } from '@/components/section-card';
import { COMMISSION_PERCENT, formatPercent, PAYOUT_TIMING_TEXT, SELLER_SHARE_PERCENT } from '@/lib/business';
import { formatCents } from '@/lib/money';

import { usePayouts } from '../api/get-payouts';

/** The payment portal's totals, from the seller's real payouts (DESIGN §6.12: no sample numbers). */
export function EarningsSummary({ customerId }: { customerId: string }) {
  const payouts = usePayouts(customerId);
  const totals = payouts.data?.totals;
  const figures = totals
    ? [
        { label: 'Pending', value: formatCents(totals.pendingCents) },
        { label: 'Paid this year', value: formatCents(totals.paidThisYearCents) },
        { label: 'Total paid', value: formatCents(totals.paidTotalCents) },
      ]
    : [];

  return (
    <SectionCard
      title="Earnings"
      icon={Wallet}
      description={`You keep ${formatPercent(SELLER_SHARE_PERCENT)} of each sale (${formatPercent(COMMISSION_PERCENT)} commission). Payouts go to your default payout method ${PAYOUT_TIMING_TEXT}.`}
    >
      {payouts.isPending && <p className="text-sm text-muted-foreground">Loading your earnings…</p>}
      {payouts.isError && (
        <p role="alert" className="text-sm text-destructive">
          Your earnings could not be loaded. Please reload the page.
        </p>
      )}
      {totals && (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {figures.map(({ label, value }) => (
            <div key={label} className="rounded-lg border bg-muted/30 p-3">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </SectionCard>
  );
}
