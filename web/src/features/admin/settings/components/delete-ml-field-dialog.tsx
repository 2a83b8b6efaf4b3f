import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { serverMessage } from '@/lib/api-client';

import type { MlField } from '../api/get-ml-fields';
import { useDeleteMlField } from '../api/delete-ml-field';

/** The confirmation before a field is deleted (spec 001 §2.9); open while `field` is set. */
export function DeleteMlFieldDialog({ field, onClose }: { field: MlField | null; onClose: () => void }) {
  const remove = useDeleteMlField({
    onSuccess: () => toast.success('Field deleted'),
    onError: (error) => toast.error('Failed to delete field', { description: serverMessage(error) }),
  });

  return (
    <ConfirmDialog
      open={field !== null}
      onClose={onClose}
      title={`Delete ${field?.displayName ?? 'field'}?`}
      description="Are you sure you want to delete the field? This action cannot be undone."
      confirmLabel="Delete"
      onConfirm={() => field && remove.mutate(field.id)}
    />
  );
}
