import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/lib/money';

import type { AdminPayout } from '../api/get-payouts';
import { formatPayoutDate } from '../lib/format-payout';
import { PayoutStatusBadge } from './payout-status-badge';

/** The payouts with a checkbox each; the header checkbox selects or clears all rows shown. */
export function PayoutsTable({
  payouts,
  selected,
  onSelectedChange,
}: {
  payouts: readonly AdminPayout[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
}) {
  const allSelected = payouts.length > 0 && payouts.every((payout) => selected.has(payout.listingId));
  const toggle = (listingId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(listingId);
    else next.delete(listingId);
    onSelectedChange(next);
  };
  return (
    <Table label="Payouts">
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox
              aria-label="Select all payouts"
              checked={allSelected}
              onChange={(event) =>
                onSelectedChange(
                  event.target.checked ? new Set(payouts.map((payout) => payout.listingId)) : new Set(),
                )
              }
            />
          </TableHead>
          <TableHead>Seller</TableHead>
          <TableHead>Event</TableHead>
          <TableHead className="text-right">Sale Price</TableHead>
          <TableHead className="text-right">Commission</TableHead>
          <TableHead className="text-right">Payout</TableHead>
          <TableHead>Method</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Sent</TableHead>
          <TableHead>Paid</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payouts.map((payout) => (
          <TableRow
            key={payout.listingId}
            data-state={selected.has(payout.listingId) ? 'selected' : undefined}
          >
            <TableCell>
              <Checkbox
                aria-label={`Select the payout for ${payout.eventName || 'this ticket'} to ${payout.customerEmail ?? 'the seller'}`}
                checked={selected.has(payout.listingId)}
                onChange={(event) => toggle(payout.listingId, event.target.checked)}
              />
            </TableCell>
            <TableCell>{payout.customerEmail ?? payout.customerId}</TableCell>
            <TableCell className="max-w-64 truncate" title={payout.eventName}>
              {payout.eventName || '—'}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(payout.salePriceCents)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(payout.commissionCents)}</TableCell>
            <TableCell className="text-right font-medium tabular-nums">
              {formatCents(payout.amountCents)}
            </TableCell>
            <TableCell>{payout.payoutMethodLabel ?? 'No payout method'}</TableCell>
            <TableCell>
              <PayoutStatusBadge status={payout.status} />
            </TableCell>
            <TableCell>{formatPayoutDate(payout.createdAt)}</TableCell>
            <TableCell>{formatPayoutDate(payout.sentAt)}</TableCell>
            <TableCell>{formatPayoutDate(payout.paidAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
