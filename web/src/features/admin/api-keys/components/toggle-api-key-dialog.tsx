import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/confirm-dialog';

import { useUpdateApiKey } from '../api/api-key-mutations';
import type { ApiKey } from '../api/schemas';
import { errorMessage } from '../lib/error-message';
import { useLastSelected } from '../lib/use-last-selected';

/** spec 001 §4: enabling or disabling a key goes through this confirmation; open while `apiKey` is set. */
export function ToggleApiKeyDialog({
  apiKey: selected,
  onClose,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
}) {
  const apiKey = useLastSelected(selected);
  const update = useUpdateApiKey({
    onSuccess: () => toast.success('API key updated'),
    onError: (error) =>
      toast.error('Error', { description: `Failed to update API key: ${errorMessage(error)}` }),
  });
  const disabling = apiKey?.enabled ?? true;
  const name = apiKey?.name ?? '';

  return (
    <ConfirmDialog
      open={selected !== null}
      onClose={onClose}
      title={disabling ? 'Disable API key?' : 'Enable API key?'}
      description={
        disabling
          ? `Requests with “${name}” will be refused until you enable it again.`
          : `“${name}” will be accepted again, with its scopes, IPs and rate limit.`
      }
      confirmLabel={disabling ? 'Disable' : 'Enable'}
      destructive={disabling}
      onConfirm={() => apiKey && update.mutate({ id: apiKey.id, changes: { enabled: !apiKey.enabled } })}
    />
  );
}
