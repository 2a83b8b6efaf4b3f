import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';

import type { AdminTicketDetails } from '../api/ticket-schema';
import { useUpdateTicket } from '../api/update-ticket';
import { splitEventDate, toCorrectionPayload, type CorrectionValues } from '../lib/correction';

function initialValues(ticket: AdminTicketDetails): CorrectionValues {
  const { date, time } = splitEventDate(ticket.eventDate);
  return {
    eventName: ticket.eventName ?? '',
    date,
    time,
    venue: ticket.venue ?? '',
    section: ticket.section ?? '',
    row: ticket.row ?? '',
    seats: ticket.seats ?? '',
    quantity: ticket.quantity ? String(ticket.quantity) : '',
  };
}

/**
 * spec 001 §2.3 'Corrected Information': the ticket's fields, prefilled with what was extracted; §5 no
 * validation beyond the input types. Cancel moves on to the next ticket needing review (issue 7).
 */
export function CorrectionForm({ ticket, onCancel }: { ticket: AdminTicketDetails; onCancel: () => void }) {
  const form = useForm<CorrectionValues>({ defaultValues: initialValues(ticket) });
  const update = useUpdateTicket();
  const { offset } = splitEventDate(ticket.eventDate);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate({ id: ticket.id, payload: toCorrectionPayload(values, offset) }),
  );

  return (
    <Form {...form}>
      <form className="grid gap-3" noValidate onSubmit={(event) => void onSubmit(event)}>
        <InputField control={form.control} name="eventName" label="Event Name" />
        <div className="grid grid-cols-2 gap-3">
          <InputField control={form.control} name="date" label="Date" type="date" />
          <InputField control={form.control} name="time" label="Time" type="time" />
        </div>
        <InputField control={form.control} name="venue" label="Venue" />
        <div className="grid grid-cols-3 gap-3">
          <InputField control={form.control} name="section" label="Section" />
          <InputField control={form.control} name="row" label="Row" />
          <InputField control={form.control} name="seats" label="Seats" />
        </div>
        <InputField control={form.control} name="quantity" label="Quantity" type="number" min={1} step={1} />
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save Correction'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
