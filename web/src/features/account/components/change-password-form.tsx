import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
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
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { ApiError, serverMessage } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth/get-user';

import { changePasswordProblem, useChangePassword, type ChangePasswordInput } from '../api/change-password';

/** spec 000 §9: the success banner shows for 5 seconds. */
export const PASSWORD_SUCCESS_MS = 5_000;

const fields: { name: keyof ChangePasswordInput; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/** Password change (spec 000 §2, §4): form, confirmation dialog, call, success banner. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordInput>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const changePassword = useChangePassword({
    onSuccess: async () => {
      form.reset();
      setSucceeded(true);
      // The account may have been waiting for this change (DESIGN §6.15): let the pages know.
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    onError: (error) => {
      // spec 000 §8: no answer at all is a connection problem; an answer without a message is generic.
      setProblem(
        error instanceof ApiError
          ? (serverMessage(error) ?? 'Failed to update password.')
          : 'Failed to connect to server. Please try again.',
      );
    },
  });

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setSucceeded(false), PASSWORD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const submit = form.handleSubmit((values) => {
    setSucceeded(false);
    const found = changePasswordProblem(values);
    setProblem(found);
    if (!found) setConfirming(true);
  });

  return (
    <Form {...form}>
      <form className="grid max-w-md gap-4" noValidate onSubmit={submit}>
        {succeeded && (
          <Alert variant="success" role="status">
            <CircleCheck aria-hidden />
            <AlertTitle>Password updated</AlertTitle>
            <AlertDescription>Your password has been changed.</AlertDescription>
          </Alert>
        )}
        {problem && (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden />
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        )}
        {fields.map(({ name, label, autoComplete }) => (
          <InputField
            key={name}
            control={form.control}
            name={name}
            label={label}
            type="password"
            autoComplete={autoComplete}
          />
        ))}
        <Button type="submit" className="justify-self-start" disabled={changePassword.isPending}>
          {changePassword.isPending ? 'Updating…' : 'Update Password'}
        </Button>
      </form>

      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Change your password?</AlertDialogTitle>
            <AlertDialogDescription>
              From now on you will sign in with the new password.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => changePassword.mutate(form.getValues())}>
              Change Password
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Form>
  );
}
