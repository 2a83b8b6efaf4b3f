import type { Control } from 'react-hook-form';

import { Checkbox } from '@/components/ui/checkbox';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';

import { webhookEvents, type WebhookEvent } from '../api/schemas';
import type { WebhookFormValues } from '../lib/webhook-form';

const hints: Record<WebhookEvent, string> = {
  'ticket.created': 'a ticket was extracted from an e-mail',
  'ticket.verified': 'an admin or an integration verified a ticket',
  'ticket.updated': "a ticket's details were corrected",
  'email.received': 'a forwarded e-mail arrived',
  all: 'every event, including ones added later',
};

/** The events checkboxes of the webhook form (spec 001 §5), in the order of the spec. */
export function EventsField({ control }: { control: Control<WebhookFormValues> }) {
  return (
    <FormField
      control={control}
      name="events"
      render={({ field, fieldState }) => {
        const toggle = (event: WebhookEvent, checked: boolean) =>
          field.onChange(
            checked
              ? webhookEvents.filter((item) => item === event || field.value.includes(item))
              : field.value.filter((item) => item !== event),
          );
        return (
          <FormItem>
            <fieldset className="grid gap-2" aria-invalid={fieldState.invalid || undefined}>
              <legend className="mb-2 text-sm leading-none font-medium">Events</legend>
              {webhookEvents.map((event) => (
                <label key={event} className="flex cursor-pointer items-start gap-2 text-sm">
                  <Checkbox
                    className="mt-0.5"
                    checked={field.value.includes(event)}
                    onChange={(change) => toggle(event, change.target.checked)}
                    onBlur={field.onBlur}
                  />
                  <span className="grid">
                    <span className="font-mono text-xs leading-5">{event}</span>
                    <span className="text-xs text-muted-foreground">{hints[event]}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
