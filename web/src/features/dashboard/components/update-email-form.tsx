import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { serverMessage } from '@/lib/api-client';

import { updateEmailInputSchema, useUpdateEmail, type UpdateEmailInput } from '../api/update-email';

/** 'Wrong Email?' (spec 000 §2, §8): change the address of an unverified account and verify that one. */
export function UpdateEmailForm({ currentEmail, onDone }: { currentEmail: string; onDone: () => void }) {
  const form = useForm<UpdateEmailInput>({
    resolver: zodResolver(updateEmailInputSchema),
    defaultValues: { newEmail: '' },
  });
  const updateEmail = useUpdateEmail({
    onSuccess: () => {
      toast.success('Email Updated', {
        description: 'Please check your new email address for verification.',
      });
      onDone();
    },
    onError: (error) => {
      toast.error('Error', { description: serverMessage(error) ?? 'Failed to update email address' });
    },
  });

  return (
    <Form {...form}>
      <form
        className="grid gap-3 text-left"
        noValidate
        onSubmit={form.handleSubmit(
          ({ newEmail }) => updateEmail.mutate({ currentEmail, newEmail }),
          // spec 000 §8: a bad address is announced as 'Invalid Email'.
          () => toast.error('Invalid Email', { description: 'Please enter a valid email address' }),
        )}
      >
        <InputField
          control={form.control}
          name="newEmail"
          label="New email address"
          type="email"
          autoComplete="email"
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={updateEmail.isPending}>
            {updateEmail.isPending ? 'Updating…' : 'Update Email'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
