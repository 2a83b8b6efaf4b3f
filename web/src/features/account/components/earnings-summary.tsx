import { Wallet } from 'lucide-react';

import { COMMISSION_PERCENT, formatPercent, PAYOUT_TIMING_TEXT, SELLER_SHARE_PERCENT } from '@/lib/business';
import { formatCents } from '@/lib/money';

import { useListings } from '../api/get-listings';
import { SectionCard } from '@/components/section-card';

/** The payment portal's figures, from the customer's listings (DESIGN §6.12: no sample numbers). */
export function EarningsSummary({ customerId }: { customerId: string }) {
  const listings = useListings(customerId);
  const totals = listings.data?.totals;
  const figures = totals
    ? [
        { label: 'Total Earnings', value: formatCents(totals.sellerEarningsTotal) },
        { label: 'Tickets Sold', value: String(totals.soldCount) },
        { label: 'Live Listings', value: String(totals.listedCount) },
        { label: 'Pending Review', value: String(totals.pendingCount) },
      ]
    : [];

  return (
    <SectionCard
      title="Earnings"
      icon={Wallet}
      description={`You keep ${formatPercent(SELLER_SHARE_PERCENT)} of each sale (${formatPercent(COMMISSION_PERCENT)} commission). Payouts go to your default payout method ${PAYOUT_TIMING_TEXT}.`}
    >
      {listings.isPending && <p className="text-sm text-muted-foreground">Loading your earnings…</p>}
      {listings.isError && (
        <p role="alert" className="text-sm text-destructive">
          Your earnings could not be loaded. Please reload the page.
        </p>
      )}
      {totals && (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
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
