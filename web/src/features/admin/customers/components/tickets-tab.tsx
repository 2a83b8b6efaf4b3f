import { Plus } from 'lucide-react';
import { useState } from 'react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';

import { useCustomerTickets } from '../api/get-customer-tickets';
import type { AdminListing } from '../api/schemas';
import { groupListings } from '../lib/group-listings';
import { DeleteListingDialog } from './delete-listing-dialog';
import { ListingCard } from './listing-card';
import { ListingFormDialog } from './listing-form-dialog';

type Editing = { mode: 'add' } | { mode: 'edit'; listing: AdminListing } | null;

/** Tickets (spec 001 §2.13): the customer's listings in four groups with counts; add, edit, delete. */
export function TicketsTab({ customerId }: { customerId: string }) {
  const tickets = useCustomerTickets(customerId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminListing | null>(null);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Tickets</h3>
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden />
          Add Ticket
        </Button>
      </div>

      {tickets.isPending && <p className="text-muted-foreground">Loading tickets…</p>}
      {tickets.isError && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Failed to fetch customer tickets</AlertTitle>
          {serverMessage(tickets.error) && (
            <AlertDescription>{serverMessage(tickets.error)}</AlertDescription>
          )}
        </Alert>
      )}
      {tickets.isSuccess && tickets.data.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          No tickets found
        </p>
      )}
      {tickets.isSuccess && tickets.data.length > 0 && (
        // spec 001 §9: the ticket list area scrolls at 80 % of the viewport height.
        <div
          role="region"
          aria-label="Customer tickets"
          tabIndex={0}
          className="grid max-h-[80vh] gap-6 overflow-y-auto rounded-md pr-1 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {groupListings(tickets.data).map((group) => (
            <section key={group.id} aria-labelledby={`group-${group.id}`} className="grid gap-3">
              <h4 id={`group-${group.id}`} className="flex items-center gap-2 text-sm font-semibold">
                {group.title}
                <Badge variant="outline">
                  {group.listings.length}
                  <span className="sr-only"> {group.listings.length === 1 ? 'ticket' : 'tickets'}</span>
                </Badge>
              </h4>
              {group.listings.length === 0 ? (
                <p className="text-sm text-muted-foreground">None</p>
              ) : (
                <ul className="grid gap-3 lg:grid-cols-2">
                  {group.listings.map((listing) => (
                    <li key={listing.id}>
                      <ListingCard
                        listing={listing}
                        onEdit={() => setEditing({ mode: 'edit', listing })}
                        onDelete={() => setDeleting(listing)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}

      <ListingFormDialog customerId={customerId} editing={editing} onClose={() => setEditing(null)} />
      <DeleteListingDialog customerId={customerId} listing={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
