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

import { useDeleteWebhook } from '../api/delete-webhook';
import type { Webhook } from '../api/schemas';

/** The confirmation before a webhook is deleted; open while `webhook` is set. */
export function DeleteWebhookDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const remove = useDeleteWebhook({
    onSuccess: () => toast.success('Webhook deleted'),
    onError: (error) => toast.error('Failed to delete webhook', { description: serverMessage(error) }),
  });

  return (
    <AlertDialog open={webhook !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {webhook?.name ?? 'webhook'}?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this webhook? It stops receiving events at once. This action
            cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => webhook && remove.mutate(webhook.id)}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
