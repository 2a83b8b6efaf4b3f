import { CircleAlert, Wallet } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { serverMessage } from '@/lib/api-client';
import { formatCents } from '@/lib/money';

import { usePayouts } from '../api/get-payouts';
import { useMarkPayouts } from '../api/mark-payouts';
import { markSummary } from '../lib/format-payout';
import { emptyPayoutFilter, isBackwardsRange, type PayoutFilter } from '../lib/payout-filter';
import { PayoutFilters } from './payout-filters';
import { PayoutsTable } from './payouts-table';

/** Issue 9: the sellers' payouts, filtered, marked sent or paid in batches, and exported. */
export function Payouts() {
  const [filter, setFilter] = useState<PayoutFilter>(emptyPayoutFilter);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = usePayouts(filter);
  const payouts = list.data?.pages.flatMap((page) => page.payouts) ?? [];
  const totals = list.data?.pages[0]?.totals;

  const mark = useMarkPayouts({
    onSuccess: (result, { status }) => {
      const events = new Map(payouts.map((payout) => [payout.listingId, payout.eventName]));
      const { title, description } = markSummary(
        status,
        result.updated.length,
        result.skipped.map((item) => ({
          eventName: events.get(item.listingId) || item.listingId,
          reason: item.reason,
        })),
      );
      (result.updated.length > 0 ? toast.success : toast.error)(title, { description });
      setSelected(new Set());
    },
    onError: (error) =>
      toast.error('Failed to update the payouts', { description: serverMessage(error) ?? error.message }),
  });

  const changeFilter = (next: PayoutFilter) => {
    setFilter(next);
    setSelected(new Set());
  };
  const markSelected = (status: 'sent' | 'paid') => mark.mutate({ listingIds: [...selected], status });

  return (
    <div className="grid gap-4">
      <PayoutFilters filter={filter} onChange={changeFilter} />
      {isBackwardsRange(filter) ? null : list.isPending ? (
        <p className="text-muted-foreground">Loading payouts…</p>
      ) : list.isError && !list.data ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden />
          <AlertDescription>
            {serverMessage(list.error) ?? 'Failed to load the payouts. Please try again.'}
          </AlertDescription>
        </Alert>
      ) : payouts.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 p-10 text-center text-muted-foreground">
            <Wallet className="size-8" aria-hidden />
            <p>No payouts yet</p>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="grid gap-4 p-4 sm:p-6">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              {totals && (
                <p className="text-sm" aria-live="polite">
                  <span className="font-medium">
                    {totals.count} {totals.count === 1 ? 'payout' : 'payouts'}
                  </span>{' '}
                  totalling <span className="font-medium">{formatCents(totals.amountCents)}</span>
                  {selected.size > 0 && (
                    <span className="text-muted-foreground"> · {selected.size} selected</span>
                  )}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  disabled={selected.size === 0 || mark.isPending}
                  onClick={() => markSelected('sent')}
                >
                  Mark sent
                </Button>
                <Button disabled={selected.size === 0 || mark.isPending} onClick={() => markSelected('paid')}>
                  Mark paid
                </Button>
              </div>
            </div>
            <PayoutsTable payouts={payouts} selected={selected} onSelectedChange={setSelected} />
            {list.isFetchNextPageError && (
              <p role="alert" className="text-sm text-destructive">
                {serverMessage(list.error) ?? 'Failed to load more payouts. Please try again.'}
              </p>
            )}
            {list.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
