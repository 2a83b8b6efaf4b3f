import { Receipt } from 'lucide-react';

import { Progress } from '@/components/ui/progress';
import { formatPercent } from '@/lib/business';
import { formatCents } from '@/lib/money';

import { SectionCard } from '@/components/section-card';

import { usePayouts } from '../api/get-payouts';

/** Share of the threshold reached, to one decimal: 52_700 of 60_000 → 87.8. */
export function thresholdPercent(grossCents: number, thresholdCents: number): number {
  return Math.round((grossCents / thresholdCents) * 1000) / 10;
}

/**
 * Profile → Tax Documents (spec 000 §2): the gross sales of this year's paid payouts against the Form 1099
 * threshold, both from the server (DESIGN §6.12 live figures, §6.21 the threshold is a setting).
 */
export function TaxTracker({ customerId }: { customerId: string }) {
  const payouts = usePayouts(customerId);
  const totals = payouts.data?.totals;
  const year = new Date().getUTCFullYear();

  return (
    <SectionCard
      title="Tax Documents"
      icon={Receipt}
      description="We send Form 1099-K to sellers whose gross sales reach the reporting threshold."
    >
      {payouts.isPending && <p className="text-sm text-muted-foreground">Loading your tax summary…</p>}
      {payouts.isError && (
        <p role="alert" className="text-sm text-destructive">
          Your tax summary could not be loaded. Please reload the page.
        </p>
      )}
      {totals && (
        <TrackerFigures
          year={year}
          grossCents={totals.grossPaidSalesThisYearCents}
          thresholdCents={totals.form1099ThresholdCents}
        />
      )}
    </SectionCard>
  );
}

function TrackerFigures({
  year,
  grossCents,
  thresholdCents,
}: {
  year: number;
  grossCents: number;
  thresholdCents: number;
}) {
  const percent = thresholdPercent(grossCents, thresholdCents);
  const reached = grossCents >= thresholdCents;
  return (
    <div className="grid gap-3">
      <h3 id="tax-tracker-heading" className="font-semibold">
        Form 1099-K tracker {year}
      </h3>
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span>
          <span className="text-lg font-semibold tabular-nums">{formatCents(grossCents)}</span> of{' '}
          <span className="tabular-nums">{formatCents(thresholdCents)}</span> gross sales
        </span>
        <span className="font-medium tabular-nums">{formatPercent(percent)}</span>
      </p>
      <Progress value={percent} aria-labelledby="tax-tracker-heading" />
      <p className="text-xs text-muted-foreground">Counted from the sales paid out to you in {year}.</p>
      <p className="text-sm text-muted-foreground">
        {reached
          ? `Your gross sales have reached the ${formatCents(thresholdCents)} threshold: we will send you Form 1099-K for ${year}.`
          : `${formatCents(thresholdCents - grossCents)} more in sales this year and we will send you Form 1099-K for ${year}.`}
      </p>
    </div>
  );
}
