import { Download } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

import {
  isBackwardsRange,
  isPayoutStatusFilter,
  payoutExportHref,
  payoutStatusOptions,
  type PayoutFilter,
} from '../lib/payout-filter';

/** Status, date range and the CSV download of what they select. */
export function PayoutFilters({
  filter,
  onChange,
}: {
  filter: PayoutFilter;
  onChange: (filter: PayoutFilter) => void;
}) {
  const backwards = isBackwardsRange(filter);
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid gap-1.5 sm:w-40">
          <Label htmlFor="payouts-status">Status</Label>
          <Select
            id="payouts-status"
            value={filter.status}
            onChange={(event) =>
              isPayoutStatusFilter(event.target.value) && onChange({ ...filter, status: event.target.value })
            }
          >
            {payoutStatusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="payouts-from">From</Label>
            <Input
              id="payouts-from"
              type="date"
              value={filter.from}
              aria-invalid={backwards || undefined}
              aria-describedby={backwards ? 'payouts-range-error' : undefined}
              onChange={(event) => onChange({ ...filter, from: event.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="payouts-to">To</Label>
            <Input
              id="payouts-to"
              type="date"
              value={filter.to}
              aria-invalid={backwards || undefined}
              aria-describedby={backwards ? 'payouts-range-error' : undefined}
              onChange={(event) => onChange({ ...filter, to: event.target.value })}
            />
          </div>
        </div>
        <a
          href={payoutExportHref(filter)}
          download
          className={buttonVariants({ variant: 'outline', className: 'sm:ml-auto' })}
        >
          <Download aria-hidden />
          Export CSV
        </a>
      </div>
      {backwards && (
        <p id="payouts-range-error" role="alert" className="text-sm text-destructive">
          The from date must be on or before the to date.
        </p>
      )}
    </div>
  );
}
