import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

import { paths } from '@/config/paths';

import { useUpcomingTickets } from '../api/get-upcoming-tickets';
import type { AdminTicket } from '../api/ticket-schema';
import { eventBadge } from '../lib/event-date';
import { CardHeading } from './card-heading';
import { CardError, CardLoading } from './card-states';

/** spec 001 §2.3 item 3: the next events, each with its date badge and whether its seats are known. */
export function UpcomingEventsCard() {
  const upcoming = useUpcomingTickets();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardHeading>
          <CalendarDays className="size-5 text-primary" aria-hidden />
          Upcoming Events
        </CardHeading>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.tickets.getHref()}>View All</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {upcoming.isPending ? (
          <CardLoading label="Loading upcoming events" />
        ) : upcoming.isError ? (
          <CardError title="Upcoming events could not be loaded" error={upcoming.error} />
        ) : upcoming.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No upcoming events</p>
        ) : (
          <ul className="grid gap-3" aria-label="Upcoming events">
            {upcoming.data.map((ticket) => (
              <UpcomingEvent key={ticket.id} ticket={ticket} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function UpcomingEvent({ ticket }: { ticket: AdminTicket }) {
  const badge = eventBadge(ticket.eventDate);
  const complete = Boolean(ticket.section && ticket.row && ticket.seats);
  const quantity = ticket.quantity ?? 0;
  return (
    <li className="flex items-center gap-3 rounded-lg border p-3">
      <div className="flex w-12 shrink-0 flex-col items-center rounded-md bg-primary/10 py-1 text-primary">
        <span className="text-xs font-semibold uppercase">{badge?.month ?? '—'}</span>
        <span className="text-lg leading-tight font-bold">{badge?.day ?? ''}</span>
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{ticket.eventName || 'Not detected'}</p>
        <p className="truncate text-sm text-muted-foreground">
          {[ticket.venue, badge?.time].filter(Boolean).join(' · ') || '—'}
        </p>
      </div>
      {complete ? (
        <Badge variant="live">{quantity === 1 ? '1 ticket' : `${quantity} tickets`}</Badge>
      ) : (
        <Badge variant="review">Missing info</Badge>
      )}
    </li>
  );
}
