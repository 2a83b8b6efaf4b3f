import { useId } from 'react';
import { toast } from 'sonner';

import { Switch } from '@/components/ui/switch';
import { serverMessage } from '@/lib/api-client';

import { useUpdateWebhook } from '../api/save-webhook';
import type { Webhook } from '../api/schemas';

/** spec 001 §4: the card's switch turns the webhook on or off at once, without a confirmation. */
export function WebhookEnabledSwitch({ webhook }: { webhook: Webhook }) {
  const id = useId();
  const update = useUpdateWebhook({
    onSuccess: (saved) =>
      toast.success('Webhook updated', {
        description: `${saved.name} is now ${saved.enabled ? 'enabled' : 'disabled'}.`,
      }),
    onError: (error) => toast.error('Failed to update webhook', { description: serverMessage(error) }),
  });
  const checked = update.isPending ? Boolean(update.variables.body.enabled) : webhook.enabled;

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Enabled
      </label>
      <Switch
        id={id}
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(enabled) => update.mutate({ id: webhook.id, body: { enabled } })}
      />
    </div>
  );
}
