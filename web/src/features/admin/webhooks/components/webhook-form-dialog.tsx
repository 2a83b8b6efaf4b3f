import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

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
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';
import { serverMessage } from '@/lib/api-client';

import { useCreateWebhook, useUpdateWebhook, type CreatedWebhook } from '../api/save-webhook';
import type { Webhook } from '../api/schemas';
import {
  toWebhookBody,
  webhookFormSchema,
  webhookFormValues,
  type WebhookFormValues,
} from '../lib/webhook-form';
import { EventsField } from './events-field';
import { HeadersField } from './headers-field';

/**
 * Add or edit a webhook (spec 001 §2.12, §5). Mount it with a key per webhook, so that its form starts
 * from that webhook's values. `onCreated` receives the new webhook with its signing secret.
 */
export function WebhookFormDialog({
  webhook,
  onOpenChange,
  onCreated,
}: {
  webhook?: Webhook;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: CreatedWebhook) => void;
}) {
  const editing = webhook !== undefined;
  const form = useForm<WebhookFormValues>({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: webhookFormValues(webhook),
  });
  const create = useCreateWebhook({
    onSuccess: (created) => {
      toast.success('Webhook created');
      onOpenChange(false);
      onCreated(created);
    },
    onError: (error) => toast.error('Failed to create webhook', { description: serverMessage(error) }),
  });
  const update = useUpdateWebhook({
    onSuccess: () => {
      toast.success('Webhook updated');
      onOpenChange(false);
    },
    onError: (error) => toast.error('Failed to update webhook', { description: serverMessage(error) }),
  });
  const pending = create.isPending || update.isPending;

  const submit = (values: WebhookFormValues) => {
    const body = toWebhookBody(values);
    if (webhook) update.mutate({ id: webhook.id, body });
    else create.mutate(body);
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Webhook' : 'Add Webhook'}</DialogTitle>
          <DialogDescription>
            Ticket Relay posts the chosen events as signed JSON to this address.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
            <InputField control={form.control} name="name" label="Name" autoComplete="off" />
            <InputField
              control={form.control}
              name="url"
              label="URL"
              type="url"
              inputMode="url"
              placeholder="https://example.com/webhooks/ticket-relay"
              autoComplete="off"
              spellCheck={false}
            />
            <EventsField control={form.control} />
            <InputField
              control={form.control}
              name="secret"
              label="Secret (optional)"
              placeholder={editing ? 'Leave empty to keep the current one' : 'Leave empty to generate one'}
              autoComplete="off"
              spellCheck={false}
            />
            <TextareaField control={form.control} name="description" label="Description" rows={2} />
            <HeadersField control={form.control} />
            <FormField
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <FormItem className="flex items-center justify-between gap-4 rounded-lg border p-3">
                  <FormLabel>Enabled</FormLabel>
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                  </FormControl>
                </FormItem>
              )}
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={pending}>
                {pending ? 'Saving…' : editing ? 'Save Changes' : 'Create Webhook'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
