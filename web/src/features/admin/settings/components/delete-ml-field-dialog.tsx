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

import type { MlField } from '../api/get-ml-fields';
import { useDeleteMlField } from '../api/delete-ml-field';

/** The confirmation before a field is deleted (spec 001 §2.9); open while `field` is set. */
export function DeleteMlFieldDialog({ field, onClose }: { field: MlField | null; onClose: () => void }) {
  const remove = useDeleteMlField({
    onSuccess: () => toast.success('Field deleted'),
    onError: (error) => toast.error('Failed to delete field', { description: serverMessage(error) }),
  });

  return (
    <AlertDialog open={field !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {field?.displayName ?? 'field'}?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete the field? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => field && remove.mutate(field.id)}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
