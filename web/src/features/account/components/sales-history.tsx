import { History } from 'lucide-react';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { sellerPayoutCents } from '@/lib/business';
import { formatCents } from '@/lib/money';

import { useListings, type SalesHistoryRow } from '../api/get-listings';
import { payoutsByListing, usePayouts, type Payout } from '../api/get-payouts';
import { payoutColumnOf } from '../lib/payout-display';
import { SectionCard } from '@/components/section-card';

const statusBadges: Record<string, { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Pending', variant: 'pending' },
  listed: { label: 'Listed', variant: 'live' },
  sold: { label: 'Sold', variant: 'sold' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

const money = (cents: number | null | undefined) => (cents == null ? '—' : formatCents(cents));

/** What the seller keeps: the payout's amount, else the listing's figure, else 85 % of the sale price. */
const payoutOf = (row: SalesHistoryRow, payout: Payout | undefined) =>
  payout?.amountCents ??
  row.sellerPayout ??
  (row.finalSalePrice == null ? null : sellerPayoutCents(row.finalSalePrice));

function StatusBadge({ status }: { status: string }) {
  const badge = statusBadges[status] ?? { label: status, variant: 'outline' };
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

/** The figures of one listing, as the phone layout lists them. */
const cellsOf = (row: SalesHistoryRow, payout: Payout | undefined) => [
  { label: 'Date', value: formatDate(row.soldAt ?? row.updatedAt) },
  { label: 'Sale Price', value: money(row.finalSalePrice) },
  { label: 'Commission', value: money(row.commissionEarned) },
  { label: 'Your Payout', value: money(payoutOf(row, payout)) },
  { label: 'Payout', value: payoutColumnOf(payout) },
];

/**
 * Profile → Sales History (spec 000 §2): one row per listing; the payout column says 'Paid' only once
 * that listing's payout is paid (GET …/payouts, joined by listing), else 'Processing'.
 */
export function SalesHistory({ customerId }: { customerId: string }) {
  const listings = useListings(customerId);
  const payouts = usePayouts(customerId);
  const payoutOfListing = payoutsByListing(payouts.data?.payouts ?? []);
  const loaded = listings.data && payouts.data;
  const rows = loaded ? listings.data.listings : [];

  return (
    <SectionCard
      title="Sales History"
      icon={History}
      description="Your listings, what they sold for and what you were paid."
    >
      {(listings.isPending || payouts.isPending) && (
        <p className="text-sm text-muted-foreground">Loading your sales…</p>
      )}
      {(listings.isError || payouts.isError) && (
        <p role="alert" className="text-sm text-destructive">
          Your sales history could not be loaded. Please reload the page.
        </p>
      )}
      {loaded && rows.length === 0 && (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No sales yet. Tickets you approve and sell will appear here.
        </p>
      )}
      {rows.length > 0 && (
        <>
          {/* Phones get one stacked entry per listing; wider screens the table (DESIGN: usable at 390 px). */}
          <ul className="grid gap-3 sm:hidden" aria-label="Sales history">
            {rows.map((row) => (
              <li key={row.id} className="rounded-lg border p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-medium break-words">{row.eventName}</p>
                  <StatusBadge status={row.status} />
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  {cellsOf(row, payoutOfListing.get(row.id)).map(({ label, value }) => (
                    <div key={label} className="contents">
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd className="text-right tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <Table label="Sales history">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Event</TableHead>
                  <TableHead scope="col">Date</TableHead>
                  <TableHead scope="col" className="text-right">
                    Sale Price
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Commission
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Your Payout
                  </TableHead>
                  <TableHead scope="col">Status</TableHead>
                  <TableHead scope="col">Payout</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableHead
                      scope="row"
                      title={row.eventName}
                      className="max-w-56 truncate font-medium text-foreground"
                    >
                      {row.eventName}
                    </TableHead>
                    <TableCell>{formatDate(row.soldAt ?? row.updatedAt)}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(row.finalSalePrice)}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(row.commissionEarned)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {money(payoutOf(row, payoutOfListing.get(row.id)))}
                    </TableCell>
                    <TableCell>
                      <StatusBadge status={row.status} />
                    </TableCell>
                    <TableCell>{payoutColumnOf(payoutOfListing.get(row.id))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </SectionCard>
  );
}
