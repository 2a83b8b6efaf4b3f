import { CircleAlert } from 'lucide-react';
import { useState } from 'react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/api-client';
import { SELLER_SHARE_PERCENT, formatPercent, sellerPayoutCents } from '@/lib/business';
import { centsToDollars, formatCents, parseDollarsToCents } from '@/lib/money';

import type { CustomerTicket } from '../api/get-tickets';
import { useSetFloorPrice } from '../api/set-floor-price';
import { formatEventDate, seatRange } from '../lib/ticket-display';

/**
 * The Set Floor Price dialog (spec 000 §2): the ticket's details, a dollar amount (min 0, step 0.01),
 * what the seller nets, and a confirmation before saving. `onSaved` gets the new floor price in cents.
 */
export function FloorPriceDialog({
  customerId,
  ticket,
  onOpenChange,
  onSaved,
}: {
  customerId: string;
  ticket: CustomerTicket | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (ticket: CustomerTicket, floorPriceCents: number) => void;
}) {
  return (
    <Dialog open={ticket !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {ticket && (
          <FloorPriceForm
            key={ticket.id}
            customerId={customerId}
            ticket={ticket}
            onCancel={() => onOpenChange(false)}
            onSaved={(cents) => onSaved(ticket, cents)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function FloorPriceForm({
  customerId,
  ticket,
  onCancel,
  onSaved,
}: {
  customerId: string;
  ticket: CustomerTicket;
  onCancel: () => void;
  onSaved: (floorPriceCents: number) => void;
}) {
  const [value, setValue] = useState(
    ticket.floorPrice === null ? '' : centsToDollars(ticket.floorPrice).toFixed(2),
  );
  const [confirming, setConfirming] = useState(false);
  const save = useSetFloorPrice(customerId);
  const cents = value.trim() === '' ? null : parseDollarsToCents(value);
  const invalid = value.trim() !== '' && cents === null;

  const submit = () => {
    if (cents === null) return;
    setConfirming(false);
    save.mutate({ ticketId: ticket.id, floorPrice: cents }, { onSuccess: () => onSaved(cents) });
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Set Floor Price</DialogTitle>
        <DialogDescription>
          {ticket.eventName} · {formatEventDate(ticket.eventDate)}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md border bg-muted/40 p-3 text-sm">
        <dt className="text-muted-foreground">Venue</dt>
        <dd>{ticket.venue || 'Venue TBD'}</dd>
        <dt className="text-muted-foreground">Section / Row</dt>
        <dd>
          {ticket.section || '—'} / {ticket.row || '—'}
        </dd>
        <dt className="text-muted-foreground">Seats</dt>
        <dd>{seatRange(ticket)}</dd>
        <dt className="text-muted-foreground">Market price</dt>
        <dd>{ticket.listedPrice === null ? 'Price TBD' : formatCents(ticket.listedPrice)}</dd>
      </dl>
      {/* Our own parsing decides what is valid; the browser's step check differs between engines. */}
      <form
        noValidate
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (cents !== null) setConfirming(true);
        }}
      >
        <Label htmlFor="floor-price">Floor price (USD)</Label>
        <Input
          id="floor-price"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby="floor-price-hint"
          onChange={(event) => setValue(event.target.value)}
        />
        <p id="floor-price-hint" className="text-sm text-muted-foreground">
          Your ticket will not be sold below this price without your approval.
        </p>
        {cents !== null && (
          <p className="text-sm" role="status">
            At this price you receive at least <strong>{formatCents(sellerPayoutCents(cents))}</strong> (
            {formatPercent(SELLER_SHARE_PERCENT)} of {formatCents(cents)}).
          </p>
        )}
        {save.isError && (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden />
            <AlertDescription>{serverMessage(save.error) ?? 'Failed to update floor price'}</AlertDescription>
          </Alert>
        )}
        <DialogFooter className="mt-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={cents === null || save.isPending}>
            {save.isPending ? 'Saving…' : 'Set Floor Price'}
          </Button>
        </DialogFooter>
      </form>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Change the floor price?</AlertDialogTitle>
            <AlertDialogDescription>
              {ticket.eventName} will not be sold below {cents === null ? '' : formatCents(cents)} without
              your approval.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={submit}>Confirm</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
