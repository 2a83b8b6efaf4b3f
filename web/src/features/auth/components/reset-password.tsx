import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';

import {
  isExpiredLinkMessage,
  resetPasswordInputSchema,
  useResetPassword,
  type ResetPasswordInput,
} from '../api/reset-password';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/** spec 000 §9: the reset-success screen moves on after 3 seconds. */
export const RESET_REDIRECT_MS = 3_000;

type Screen = 'form' | 'success' | 'expired';

/** The reset-password screen (spec 000 §2, §4): form, then success or an expired link. */
export function ResetPassword({ token }: { token: string }) {
  const [screen, setScreen] = useState<Screen>('form');
  const [failure, setFailure] = useState<string>();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useResetPassword({
    onSuccess: () => setScreen('success'),
    onError: (error) => {
      const message = serverMessage(error);
      if (message && isExpiredLinkMessage(message)) setScreen('expired');
      else setFailure(message ?? 'Reset failed.');
    },
  });

  if (screen === 'success') return <ResetComplete />;
  if (screen === 'expired') {
    return (
      <AuthLayout
        title={
          <span className="flex flex-col items-center gap-3">
            <Clock className="size-10 text-accent-foreground" aria-hidden />
            Reset Link Expired
          </span>
        }
        description="This password reset link is invalid or has expired. Ask for a new link below."
      >
        <ForgotPasswordDialog trigger={<Button className="w-full">Request New Reset Link</Button>} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" description="Enter your new password twice to confirm it.">
      <Form {...form}>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit(({ password }) => {
            setFailure(undefined);
            reset.mutate({ token, password });
          })}
        >
          {failure && (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden />
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <InputField
            control={form.control}
            name="password"
            label="New Password"
            type="password"
            autoComplete="new-password"
          />
          <InputField
            control={form.control}
            name="confirmPassword"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Resetting…' : 'Reset Password'}
          </Button>
        </form>
      </Form>
    </AuthLayout>
  );
}

function ResetComplete() {
  const navigate = useNavigate();
  // DESIGN §6.1: the spec's /auth is the customer sign-in.
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.customer.auth.getHref()), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthLayout
      title={
        <span className="flex flex-col items-center gap-3">
          <CircleCheck className="size-10 text-secondary" aria-hidden />
          Password Reset Complete!
        </span>
      }
      description="You can now sign in with your new password. Taking you to the sign-in page…"
    >
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.customer.auth.getHref()}>Go to Sign In</Link>
      </Button>
    </AuthLayout>
  );
}
