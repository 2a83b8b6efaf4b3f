import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { serverMessage } from '@/lib/api-client';

import { useDeleteWebhook } from '../api/delete-webhook';
import type { Webhook } from '../api/schemas';

/** The confirmation before a webhook is deleted; open while `webhook` is set. */
export function DeleteWebhookDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const remove = useDeleteWebhook({
    onSuccess: () => toast.success('Webhook deleted'),
    onError: (error) => toast.error('Failed to delete webhook', { description: serverMessage(error) }),
  });

  return (
    <ConfirmDialog
      open={webhook !== null}
      onClose={onClose}
      title={`Delete ${webhook?.name ?? 'webhook'}?`}
      description="Are you sure you want to delete this webhook? It stops receiving events at once. This action cannot be undone."
      confirmLabel="Delete"
      onConfirm={() => webhook && remove.mutate(webhook.id)}
    />
  );
}
