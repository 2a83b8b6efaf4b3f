import { useState } from 'react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

import type { AdminTicket } from '../api/admin-ticket';
import { useAdminTickets } from '../api/get-tickets';
import { useVerifyingIds, useVerifyTicket } from '../api/verify-ticket';
import type { TicketFilter, TicketSort } from '../lib/ticket-query';
import { DuplicatesDialog } from './duplicates-dialog';
import { TicketCard } from './ticket-card';
import { TicketDetailsDialog } from './ticket-details-dialog';
import { TicketsToolbar } from './tickets-toolbar';

/** spec 001 §2.6 Extracted Tickets: filter, sort, the card grid, ticket details and duplicates. */
export function ExtractedTickets() {
  const [filter, setFilter] = useState<TicketFilter>('all');
  const [sort, setSort] = useState<TicketSort>('date_desc');
  const [viewing, setViewing] = useState<AdminTicket | null>(null);
  const [checkingDuplicates, setCheckingDuplicates] = useState(false);
  const tickets = useAdminTickets(sort, filter);
  const verify = useVerifyTicket();
  const verifying = useVerifyingIds();
  const items = tickets.data?.pages.flatMap((page) => page.items) ?? [];
  // The open ticket as the list now has it (after a verification, say), else as it was opened.
  const shown = viewing && (items.find((item) => item.id === viewing.id) ?? viewing);

  return (
    <div className="grid gap-6">
      <TicketsToolbar
        filter={filter}
        sort={sort}
        onFilterChange={setFilter}
        onSortChange={setSort}
        onCheckDuplicates={() => setCheckingDuplicates(true)}
      />

      {tickets.isPending && <p className="text-sm text-muted-foreground">Loading tickets…</p>}
      {tickets.isError && !tickets.data && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Failed to fetch tickets</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void tickets.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {tickets.data && items.length === 0 && (
        <p className="rounded-xl border border-dashed py-12 text-center text-muted-foreground">
          No tickets found
        </p>
      )}
      {items.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              onView={setViewing}
              onVerify={(id) => verify.mutate(id)}
              verifying={verifying.includes(ticket.id)}
            />
          ))}
        </div>
      )}
      {tickets.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void tickets.fetchNextPage()}
            disabled={tickets.isFetchingNextPage}
          >
            {tickets.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
      {tickets.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          Failed to fetch tickets
        </p>
      )}

      <TicketDetailsDialog
        ticket={shown}
        onOpenChange={(open) => !open && setViewing(null)}
        onVerify={(id) => verify.mutate(id)}
        verifying={shown !== null && verifying.includes(shown.id)}
      />
      <DuplicatesDialog open={checkingDuplicates} onOpenChange={setCheckingDuplicates} />
    </div>
  );
}
