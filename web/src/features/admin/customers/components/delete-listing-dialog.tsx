import { toast } from 'sonner';

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
import { buttonVariants } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';

import { useDeleteCustomerTicket } from '../api/customer-ticket-mutations';
import type { AdminListing } from '../api/schemas';

/** Confirms, then DELETE /api/admin/tickets/{id}. */
export function DeleteListingDialog({
  customerId,
  listing,
  onClose,
}: {
  customerId: string;
  listing: AdminListing | null;
  onClose: () => void;
}) {
  const remove = useDeleteCustomerTicket(customerId, {
    onSuccess: () => toast.success('Ticket deleted successfully'),
    onError: (error) =>
      toast.error('Failed to delete ticket', { description: serverMessage(error) ?? error.message }),
  });
  return (
    <AlertDialog open={listing !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this ticket?</AlertDialogTitle>
          <AlertDialogDescription>
            {listing?.eventName || 'This ticket'} will be removed from the customer’s tickets. This cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => listing && remove.mutate(listing.id)}
          >
            Delete Ticket
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
