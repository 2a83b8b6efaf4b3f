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

import type { CustomerTicket } from '../api/get-tickets';
import { formatEventDate, seatRange } from '../lib/ticket-display';

/** spec 000 §2: a confirmation dialog before approval. */
export function ApproveDialog({
  ticket,
  onOpenChange,
  onConfirm,
}: {
  ticket: CustomerTicket | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (ticket: CustomerTicket) => void;
}) {
  return (
    <AlertDialog open={ticket !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Approve and list this ticket?</AlertDialogTitle>
          <AlertDialogDescription>
            {ticket
              ? `${ticket.eventName}, ${formatEventDate(ticket.eventDate)}, seats ${seatRange(ticket)} (${ticket.quantity}). Once approved it goes live for buyers.`
              : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => ticket && onConfirm(ticket)}>
            Approve &amp; List
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
