import { useState } from 'react';
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

import { useDeleteApiKey } from '../api/api-key-mutations';
import type { ApiKey } from '../api/schemas';
import { errorMessage } from '../lib/error-message';

/** spec 001 §4: deleting a key is irreversible; this confirms it first. Open while `apiKey` is set. */
export function DeleteApiKeyDialog({
  apiKey: selected,
  onClose,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
}) {
  // The last key stays on screen while the dialog fades out.
  const [apiKey, setApiKey] = useState(selected);
  if (selected !== null && selected !== apiKey) setApiKey(selected);

  const remove = useDeleteApiKey({
    onSuccess: () => toast.success('API key deleted'),
    onError: (error) =>
      toast.error('Error', { description: `Failed to delete API key: ${errorMessage(error)}` }),
  });

  return (
    <AlertDialog open={selected !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete API key?</AlertDialogTitle>
          <AlertDialogDescription>
            {`“${apiKey?.name ?? ''}” stops working at once for every system that uses it. This cannot be undone.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => apiKey && remove.mutate(apiKey.id)}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
