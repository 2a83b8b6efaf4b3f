import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';

import { useVerifyEmail } from '../api/verify-email';
import { AuthLayout } from './auth-layout';

/** spec 000 §9: the verification success screen moves on after 2 seconds. */
export const VERIFY_REDIRECT_MS = 2_000;

/** The verify-email screen (spec 000 §2, §4): loading, success, error. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verify = useVerifyEmail(token);

  if (verify.isPending) {
    return (
      <AuthLayout
        title={
          <span className="flex flex-col items-center gap-3">
            <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden />
            Verifying your email…
          </span>
        }
        description="This takes a moment."
      >
        <span className="sr-only" role="status">
          Verifying your email
        </span>
      </AuthLayout>
    );
  }
  if (verify.isError) {
    return (
      <AuthLayout
        title={
          <span className="flex flex-col items-center gap-3">
            <CircleX className="size-10 text-destructive" aria-hidden />
            Verification failed
          </span>
        }
        description={
          <span role="alert">
            {serverMessage(verify.error) ?? 'Failed to verify email. Please try again.'}
          </span>
        }
      >
        <p className="mb-6 text-center text-sm text-muted-foreground">
          The verification link may be expired or invalid. Register again, or sign in and ask for a new
          verification email from your dashboard.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild>
            <Link to={paths.legacy.register.path}>Register Again</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>Go to Home</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }
  return <VerifySuccess message={verify.data.message} />;
}

function VerifySuccess({ message }: { message?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Account data cached before the link was opened must not keep showing the address as unverified.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'verify-email' });
    const timer = setTimeout(() => void navigate(paths.customer.dashboard.getHref()), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, queryClient]);

  return (
    <AuthLayout
      title={
        <span className="flex flex-col items-center gap-3">
          <CircleCheck className="size-10 text-secondary" aria-hidden />
          Email verified!
        </span>
      }
      description={<span role="status">{message || 'Your email address is confirmed.'}</span>}
    >
      <p className="mb-4 text-center text-sm text-muted-foreground">Taking you to your dashboard…</p>
      <Button asChild className="w-full">
        <Link to={paths.customer.dashboard.getHref()}>Go to Dashboard</Link>
      </Button>
    </AuthLayout>
  );
}
