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

import { useUpdateApiKey } from '../api/api-key-mutations';
import type { ApiKey } from '../api/schemas';
import { errorMessage } from '../lib/error-message';

/** spec 001 §4: enabling or disabling a key goes through this confirmation; open while `apiKey` is set. */
export function ToggleApiKeyDialog({
  apiKey: selected,
  onClose,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
}) {
  // The last key stays on screen while the dialog fades out.
  const [apiKey, setApiKey] = useState(selected);
  if (selected !== null && selected !== apiKey) setApiKey(selected);

  const update = useUpdateApiKey({
    onSuccess: () => toast.success('API key updated'),
    onError: (error) =>
      toast.error('Error', { description: `Failed to update API key: ${errorMessage(error)}` }),
  });
  const disabling = apiKey?.enabled ?? true;

  return (
    <AlertDialog open={selected !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{disabling ? 'Disable API key?' : 'Enable API key?'}</AlertDialogTitle>
          <AlertDialogDescription>
            {disabling
              ? `Requests with “${apiKey?.name ?? ''}” will be refused until you enable it again.`
              : `“${apiKey?.name ?? ''}” will be accepted again, with its scopes, IPs and rate limit.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: disabling ? 'destructive' : 'default' })}
            onClick={() => apiKey && update.mutate({ id: apiKey.id, changes: { enabled: !apiKey.enabled } })}
          >
            {disabling ? 'Disable' : 'Enable'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
