import { ArrowLeftRight } from 'lucide-react';

import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/lib/money';

import { usePayouts, type Payout } from '../api/get-payouts';
import { formatDay, payoutDateOf, payoutStatusBadges } from '../lib/payout-display';

const eventOf = (payout: Payout) => payout.eventName || 'Ticket sale';
const methodOf = (payout: Payout) => payout.payoutMethodLabel || 'No payout method yet';

function StatusBadge({ payout }: { payout: Payout }) {
  const badge = payoutStatusBadges[payout.status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

/** Payment Portal → Transactions: one row per payout of a sale, newest first, as the server lists them. */
export function PayoutTransactions({ customerId }: { customerId: string }) {
  const payouts = usePayouts(customerId);
  const rows = payouts.data?.payouts ?? [];

  return (
    <SectionCard title="Transactions" icon={ArrowLeftRight} description="The payouts of your sold tickets.">
      {payouts.isPending && <p className="text-sm text-muted-foreground">Loading your transactions…</p>}
      {payouts.isError && (
        <p role="alert" className="text-sm text-destructive">
          Your transactions could not be loaded. Please reload the page.
        </p>
      )}
      {payouts.data && rows.length === 0 && (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No payouts yet. When a ticket sells, its payout appears here.
        </p>
      )}
      {rows.length > 0 && (
        <>
          {/* Phones get one stacked entry per payout; wider screens the table (usable at 390 px). */}
          <ul className="grid gap-3 sm:hidden" aria-label="Transactions">
            {rows.map((payout) => (
              <li key={payout.listingId} className="rounded-lg border p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-medium break-words">{eventOf(payout)}</p>
                  <StatusBadge payout={payout} />
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Date</dt>
                  <dd className="text-right">{formatDay(payoutDateOf(payout))}</dd>
                  <dt className="text-muted-foreground">Amount</dt>
                  <dd className="text-right tabular-nums">{formatCents(payout.amountCents)}</dd>
                  <dt className="text-muted-foreground">Method</dt>
                  <dd className="text-right break-words">{methodOf(payout)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <Table label="Transactions">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Event</TableHead>
                  <TableHead scope="col">Date</TableHead>
                  <TableHead scope="col" className="text-right">
                    Amount
                  </TableHead>
                  <TableHead scope="col">Status</TableHead>
                  <TableHead scope="col">Method</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((payout) => (
                  <TableRow key={payout.listingId}>
                    <TableHead
                      scope="row"
                      title={eventOf(payout)}
                      className="max-w-56 truncate font-medium text-foreground"
                    >
                      {eventOf(payout)}
                    </TableHead>
                    <TableCell>{formatDay(payoutDateOf(payout))}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatCents(payout.amountCents)}
                    </TableCell>
                    <TableCell>
                      <StatusBadge payout={payout} />
                    </TableCell>
                    <TableCell>{methodOf(payout)}</TableCell>
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
