import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import { serverMessage } from '@/lib/api-client';

import { useAddCustomerTicket, useUpdateCustomerTicket } from '../api/customer-ticket-mutations';
import type { AdminListing } from '../api/schemas';
import {
  emptyListingValues,
  listingFormSchema,
  listingToFormValues,
  toListingBody,
  type ListingFormValues,
} from '../lib/listing-form';

const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'listed', label: 'Listed' },
  { value: 'sold', label: 'Sold' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

type Editing = { mode: 'add' } | { mode: 'edit'; listing: AdminListing } | null;

/** The Add Ticket / Edit Ticket dialog (spec 001 §2.13, §5); a fresh form each time it opens. */
export function ListingFormDialog({
  customerId,
  editing,
  onClose,
}: {
  customerId: string;
  editing: Editing;
  onClose: () => void;
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {editing && (
          <ListingForm
            key={editing.mode === 'edit' ? editing.listing.id : 'add'}
            customerId={customerId}
            listing={editing.mode === 'edit' ? editing.listing : null}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The server's note when a sale below the floor price now waits for the seller's answer. */
const saleAwaitingSeller = (reply: unknown): string | undefined => {
  const detail = (reply as { saleAwaitingSeller?: boolean; detail?: unknown } | null) ?? {};
  return detail.saleAwaitingSeller && typeof detail.detail === 'string' ? detail.detail : undefined;
};

function ListingForm({
  customerId,
  listing,
  onDone,
}: {
  customerId: string;
  listing: AdminListing | null;
  onDone: () => void;
}) {
  const form = useForm<ListingFormValues>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: listing ? listingToFormValues(listing) : emptyListingValues,
  });
  const add = useAddCustomerTicket(customerId, {
    onSuccess: () => {
      toast.success('Ticket added successfully');
      onDone();
    },
    onError: (error) =>
      toast.error('Failed to add ticket', { description: serverMessage(error) ?? error.message }),
  });
  const update = useUpdateCustomerTicket(customerId, {
    onSuccess: (reply) => {
      toast.success('Ticket updated successfully', { description: saleAwaitingSeller(reply) });
      onDone();
    },
    onError: (error) =>
      toast.error('Failed to update ticket', { description: serverMessage(error) ?? error.message }),
  });
  const pending = add.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    const body = toListingBody(values);
    if (listing) update.mutate({ listingId: listing.id, body });
    else add.mutate(body);
  });

  const { control } = form;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{listing ? 'Edit Ticket' : 'Add Ticket'}</DialogTitle>
        <DialogDescription>
          Prices are in US dollars and optional; the customer sees the changes in their dashboard.
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <InputField control={control} name="eventName" label="Event Name" className="sm:col-span-2" />
          <InputField control={control} name="venue" label="Venue" />
          <InputField control={control} name="eventDate" label="Event Date" type="datetime-local" />
          <InputField control={control} name="section" label="Section" />
          <InputField control={control} name="row" label="Row" />
          <InputField control={control} name="seats" label="Seats" placeholder="12, 13" />
          <InputField control={control} name="quantity" label="Quantity" type="number" min={1} step={1} />
          <SelectField control={control} name="status" label="Status" options={statusOptions} />
          <InputField
            control={control}
            name="listedPrice"
            label="Listed Price ($)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
          />
          <InputField
            control={control}
            name="floorPrice"
            label="Floor Price ($)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
          />
          <InputField
            control={control}
            name="soldPrice"
            label="Sold Price ($)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
          />
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : listing ? 'Save Changes' : 'Add Ticket'}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
