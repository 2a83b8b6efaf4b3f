import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { sellerPayoutCents } from '@/lib/business';
import { formatCents } from '@/lib/money';

import type { CustomerTicket } from '../api/get-tickets';
import { formatEventDate, seatRange } from '../lib/ticket-display';

const money = (cents: number | null) => (cents === null ? 'Price TBD' : formatCents(cents));

/** VIEW DETAILS of a sold ticket: every field, the sale price and what the seller receives. */
export function TicketDetailsDialog({
  ticket,
  onOpenChange,
}: {
  ticket: CustomerTicket | null;
  onOpenChange: (open: boolean) => void;
}) {
  const rows: [string, string][] = ticket
    ? [
        ['Venue', ticket.venue || 'Venue TBD'],
        ['Date', formatEventDate(ticket.eventDate)],
        ['Section', ticket.section || '—'],
        ['Row', ticket.row || '—'],
        ['Seats', seatRange(ticket)],
        ['Quantity', String(ticket.quantity)],
        ['Sold price', money(ticket.soldPrice)],
        [
          'You receive',
          ticket.soldPrice === null ? 'Price TBD' : formatCents(sellerPayoutCents(ticket.soldPrice)),
        ],
        ['Floor price', money(ticket.floorPrice)],
      ]
    : [];
  return (
    <Dialog open={ticket !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ticket?.eventName ?? 'Ticket details'}</DialogTitle>
          <DialogDescription>
            Sold · your payout follows as described in your Payment Portal.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
