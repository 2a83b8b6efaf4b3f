import { Calendar, MapPin } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';

import type { AdminTicket } from '../api/admin-ticket';
import { eventDateText, quantityText, seatsText, sourceText } from '../lib/ticket-text';
import { ConfidenceBadge } from './confidence-badge';

/** One extracted ticket of the All Tickets grid (spec 001 §2.6). */
export function TicketCard({
  ticket,
  onView,
  onVerify,
  verifying,
}: {
  ticket: AdminTicket;
  onView: (ticket: AdminTicket) => void;
  onVerify: (id: string) => void;
  verifying: boolean;
}) {
  const titleId = `ticket-${ticket.id}`;
  return (
    <Card role="article" className="flex flex-col" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
        <h2 id={titleId} className="leading-tight font-semibold tracking-tight text-base break-words">
          {ticket.eventName}
        </h2>
        <ConfidenceBadge ticket={ticket} />
      </CardHeader>
      <CardContent className="grid flex-1 gap-2 text-sm">
        <p className="flex items-center gap-2">
          <Calendar className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          {eventDateText(ticket.eventDate)}
        </p>
        <p className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          {ticket.venue?.trim() ? ticket.venue : 'Venue not available'}
        </p>
        <p>{seatsText(ticket)}</p>
        <p className="font-medium">{quantityText(ticket.quantity)}</p>
        <p className="text-xs text-muted-foreground break-words">{sourceText(ticket)}</p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onView(ticket)} aria-describedby={titleId}>
          View Details
        </Button>
        {ticket.needsReview && !ticket.manuallyVerified ? (
          <Button size="sm" onClick={() => onView(ticket)} aria-describedby={titleId}>
            Review
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onVerify(ticket.id)}
            disabled={ticket.manuallyVerified || verifying}
            aria-describedby={titleId}
          >
            {verifying ? 'Verifying...' : 'Verify'}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
