import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
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
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';

import { useUpdateApiKey } from '../api/api-key-mutations';
import type { ApiKey } from '../api/schemas';
import {
  EDIT_RATE_LIMIT,
  editApiKeyDefaults,
  editApiKeyFormSchema,
  toEditChanges,
  type EditApiKeyFormValues,
} from '../lib/api-key-form';
import { errorMessage } from '../lib/error-message';
import { maskedKey } from '../lib/format';
import { GeneralFields, PermissionsField, SecurityFields } from './key-fields';

/**
 * Edit a key's settings (spec 001 §2.10, §5): the same fields as on create, the rate limit as a number
 * 1-1000. Open while `apiKey` is set; mount it with a key per API key so that it starts from its values.
 */
export function EditApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const schema = useMemo(() => editApiKeyFormSchema(apiKey), [apiKey]);
  const form = useForm<EditApiKeyFormValues>({
    resolver: zodResolver(schema),
    defaultValues: editApiKeyDefaults(apiKey),
  });
  const update = useUpdateApiKey({
    onSuccess: () => {
      toast.success('Success', { description: 'The API key settings were updated.' });
      onClose();
    },
    onError: (error) =>
      toast.error('Error', { description: `Failed to update API key settings: ${errorMessage(error)}` }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit API Key</DialogTitle>
          <DialogDescription>
            Settings of <span className="font-mono">{maskedKey(apiKey.prefix)}</span>. The key itself does not
            change.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            className="grid gap-6"
            noValidate
            onSubmit={form.handleSubmit((values) =>
              update.mutate({ id: apiKey.id, changes: toEditChanges(values, apiKey) }),
            )}
          >
            <GeneralFields />
            <SecurityFields />
            <PermissionsField />
            <InputField
              control={form.control}
              name="rateLimit"
              label="Rate limit (requests per hour)"
              type="number"
              inputMode="numeric"
              min={EDIT_RATE_LIMIT.min}
              max={EDIT_RATE_LIMIT.max}
              step={1}
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving…' : 'Save Changes'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
