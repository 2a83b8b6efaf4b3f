import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/confirm-dialog';

import { useDeleteApiKey } from '../api/api-key-mutations';
import type { ApiKey } from '../api/schemas';
import { errorMessage } from '../lib/error-message';
import { useLastSelected } from '../lib/use-last-selected';

/** spec 001 §4: deleting a key is irreversible; this confirms it first. Open while `apiKey` is set. */
export function DeleteApiKeyDialog({
  apiKey: selected,
  onClose,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
}) {
  const apiKey = useLastSelected(selected);
  const remove = useDeleteApiKey({
    onSuccess: () => toast.success('API key deleted'),
    onError: (error) =>
      toast.error('Error', { description: `Failed to delete API key: ${errorMessage(error)}` }),
  });

  return (
    <ConfirmDialog
      open={selected !== null}
      onClose={onClose}
      title="Delete API key?"
      description={`“${apiKey?.name ?? ''}” stops working at once for every system that uses it. This cannot be undone.`}
      confirmLabel="Delete"
      onConfirm={() => apiKey && remove.mutate(apiKey.id)}
    />
  );
}
