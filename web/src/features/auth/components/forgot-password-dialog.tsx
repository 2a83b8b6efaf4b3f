import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { serverMessage } from '@/lib/api-client';

import {
  forgotPasswordInputSchema,
  useForgotPassword,
  type ForgotPasswordInput,
} from '../api/forgot-password';

/** The forgot-password dialog (spec 000 §2, §8); `trigger` is the button or link that opens it. */
export function ForgotPasswordDialog({
  trigger,
  defaultEmail = '',
}: {
  trigger: ReactNode;
  defaultEmail?: string;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: defaultEmail },
  });
  const forgotPassword = useForgotPassword({
    onSuccess: () => {
      toast.success('Reset link sent!', {
        description: 'Check your email for instructions to reset your password.',
      });
      setOpen(false);
    },
    onError: (error) => {
      toast.error('Error', { description: serverMessage(error) ?? 'Failed to send reset link' });
    },
  });
  // spec 000 §5: the e-mail is required and has no message; the button waits for it instead.
  const email = useWatch({ control: form.control, name: 'email' });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ email: defaultEmail });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            Enter the email address of your account and we will send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(event) => {
              // The dialog renders in a portal, but React still bubbles its submit to a form around the trigger.
              event.stopPropagation();
              void form.handleSubmit((values) => forgotPassword.mutate(values))(event);
            }}
          >
            <InputField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              required
            />
            <DialogFooter>
              <Button type="submit" disabled={!email.trim() || forgotPassword.isPending}>
                {forgotPassword.isPending ? 'Sending…' : 'Send Reset Link'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
