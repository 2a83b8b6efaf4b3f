import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

import type { CustomerTicket } from '../api/get-tickets';
import { formatEventDate, priceLine, seatRange } from '../lib/ticket-display';

const statusBadge = {
  pending: { label: 'Pending Review', variant: 'pending' },
  listed: { label: 'Live', variant: 'live' },
  sold: { label: 'Sold', variant: 'sold' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
} as const;

/** One ticket of the portfolio (spec 000 §2): status, the extracted fields, seat range, price, and its action. */
export function TicketCard({
  ticket,
  action,
  notice,
  highlighted = false,
}: {
  ticket: CustomerTicket;
  action?: ReactNode;
  /** Something waiting for the seller on this ticket (an offer below the floor price). */
  notice?: ReactNode;
  /** spec 000 §4: 'Updated!' for 3 seconds after a floor-price change. */
  highlighted?: boolean;
}) {
  const badge = statusBadge[ticket.status];
  const price = priceLine(ticket);
  const details = [
    ['Section', ticket.section || '—'],
    ['Row', ticket.row || '—'],
    ['Seats', seatRange(ticket)],
    ['Quantity', String(ticket.quantity)],
  ] as const;

  return (
    <article
      aria-label={ticket.eventName}
      className={cn(
        'rounded-lg border bg-card p-4 shadow-sm transition-colors',
        highlighted && 'border-emerald-500 bg-emerald-50/60',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        {ticket.underReview && ticket.status === 'pending' && <Badge variant="review">Under review</Badge>}
        {highlighted && (
          <span role="status" className="text-sm font-semibold text-emerald-800">
            Updated!
          </span>
        )}
      </div>
      <h3 className="mt-2 text-base leading-snug font-semibold break-words">{ticket.eventName}</h3>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
        <MapPin className="size-4 shrink-0" aria-hidden />
        <span className="break-words">{ticket.venue || 'Venue TBD'}</span>
      </p>
      <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays className="size-4 shrink-0" aria-hidden />
        <span>{formatEventDate(ticket.eventDate)}</span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {ticket.underReview && ticket.status === 'pending' && (
        <p className="mt-3 text-sm text-muted-foreground">
          Our team is checking the details we read from your e-mail. You can approve this ticket once the
          review is done.
        </p>
      )}
      {notice}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs text-muted-foreground">{price.label}</p>
          <p className="text-lg font-semibold">{price.value}</p>
        </div>
        {action}
      </div>
    </article>
  );
}
