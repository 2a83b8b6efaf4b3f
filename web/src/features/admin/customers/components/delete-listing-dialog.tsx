import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={listing !== null}
      onClose={onClose}
      title="Delete this ticket?"
      description={`${listing?.eventName || 'This ticket'} will be removed from the customer’s tickets. This cannot be undone.`}
      confirmLabel="Delete Ticket"
      onConfirm={() => listing && remove.mutate(listing.id)}
    />
  );
}
