import { Pencil, Trash2 } from 'lucide-react';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatEventDate } from '@/features/tickets/lib/ticket-display';
import { formatCents } from '@/lib/money';
import { cn } from '@/lib/utils';

import type { AdminListing } from '../api/schemas';
import { statusLabel } from '../lib/group-listings';
import { SaleAttentionNotice } from './sale-attention-notice';

const statusVariant: Record<string, BadgeProps['variant']> = {
  pending: 'pending',
  review: 'review',
  listed: 'live',
  active: 'live',
  sold: 'sold',
  completed: 'sold',
};

const price = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatCents(cents);

/** One listing (spec 001 §2.13): event, venue, date, seat details, status (Cancelled in red), prices. */
export function ListingCard({
  listing,
  onEdit,
  onDelete,
}: {
  listing: AdminListing;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = listing.eventName || 'Untitled event';
  const cancelled = listing.status.toLowerCase() === 'cancelled';
  return (
    <article aria-label={name} className="grid gap-3 rounded-lg border bg-card p-4 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="font-semibold">{name}</p>
          <p className="text-muted-foreground">{listing.venue || 'Venue TBD'}</p>
          <p className="text-muted-foreground">{formatEventDate(listing.eventDate ?? null)}</p>
        </div>
        <Badge
          variant={cancelled ? 'outline' : (statusVariant[listing.status.toLowerCase()] ?? 'outline')}
          className={cn(cancelled && 'border-destructive/40 bg-destructive/10 text-destructive')}
        >
          {statusLabel(listing.status)}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Detail term="Section" value={listing.section || '—'} />
        <Detail term="Row" value={listing.row || '—'} />
        <Detail
          term="Seats"
          value={`${listing.seats || '—'} (${listing.quantity ?? 0} ${listing.quantity === 1 ? 'ticket' : 'tickets'})`}
        />
        <Detail term="Listed price" value={price(listing.listedPrice)} />
        <Detail term="Floor price" value={price(listing.floorPrice)} />
        <Detail term="Sold price" value={price(listing.soldPrice)} />
      </dl>
      <SaleAttentionNotice listing={listing} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Delete ${name}`}
          className="text-destructive"
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </article>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}
