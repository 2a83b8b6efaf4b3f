import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { serverMessage } from '@/lib/api-client';

import { useSetCustomerPassword } from '../api/password-actions';
import { PASSWORD_MISMATCH, setPasswordSchema, type SetPasswordValues } from '../lib/set-password-form';

const emptyValues: SetPasswordValues = { newPassword: '', confirmPassword: '' };

/**
 * Change Password Directly (spec 001 §2.13, §5, §8; DESIGN §6.15): two fields; a mismatch is the toast
 * 'Error' / "Passwords don't match". The password is temporary: the customer replaces it at next sign-in.
 */
export function ChangePasswordDialog({
  customerId,
  open,
  onOpenChange,
}: {
  customerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: emptyValues,
  });
  const changeOpen = (next: boolean) => {
    if (!next) form.reset(emptyValues);
    onOpenChange(next);
  };
  const setPassword = useSetCustomerPassword(customerId, {
    onSuccess: () => {
      toast.success('Password updated', {
        description: 'The customer must choose a new password at their next sign-in.',
      });
      changeOpen(false);
    },
    onError: (error) =>
      toast.error('Failed to change password', { description: serverMessage(error) ?? error.message }),
  });

  const submit = form.handleSubmit(({ newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      toast.error('Error', { description: PASSWORD_MISMATCH });
      form.setError('confirmPassword', { message: PASSWORD_MISMATCH });
      return;
    }
    setPassword.mutate(newPassword);
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password Directly</DialogTitle>
          <DialogDescription>
            The customer is signed out and must choose a new password at their next sign-in.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <InputField
              control={form.control}
              name="newPassword"
              label="New Password"
              type="password"
              autoComplete="new-password"
            />
            <InputField
              control={form.control}
              name="confirmPassword"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => changeOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={setPassword.isPending}>
                {setPassword.isPending ? 'Updating…' : 'Update Password'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
