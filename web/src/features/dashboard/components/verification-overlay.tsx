import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';

import { useResendVerification } from '../api/resend-verification';
import { UpdateEmailForm } from './update-email-form';

/**
 * Blocks the dashboard while the e-mail is unverified (spec 000 §2, §6). The dashboard behind it is inert;
 * the header stays usable so the customer can still sign out.
 */
export function VerificationOverlay({ email }: { email: string }) {
  const [changingEmail, setChangingEmail] = useState(false);
  const resend = useResendVerification({
    onSuccess: () => {
      toast.success('Verification Email Sent', {
        description: 'Please check your inbox for the new verification email.',
      });
    },
    onError: (error) => {
      toast.error('Error', { description: serverMessage(error) ?? 'Failed to resend verification email' });
    },
  });

  return (
    // Covers the page below the sticky header (h-16), which stays usable for signing out.
    <div className="fixed inset-x-0 top-16 bottom-0 z-30 flex items-start justify-center overflow-y-auto bg-background/70 px-4 py-6 backdrop-blur-sm sm:pt-16">
      <section
        aria-labelledby="verify-email-heading"
        className="w-full max-w-md rounded-xl border bg-card p-6 text-center shadow-xl"
      >
        <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailCheck className="size-6" aria-hidden />
        </span>
        <h2 id="verify-email-heading" className="text-xl font-semibold tracking-tight">
          Verify your email address
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          We sent a verification link to <strong className="break-all text-foreground">{email}</strong>. Open
          it to unlock your dashboard.
        </p>

        {changingEmail ? (
          <div className="mt-6">
            <UpdateEmailForm currentEmail={email} onDone={() => setChangingEmail(false)} />
          </div>
        ) : (
          <div className="mt-6 grid gap-2 sm:grid-cols-2">
            <Button onClick={() => resend.mutate({ email })} disabled={resend.isPending}>
              {resend.isPending ? 'Sending…' : 'Resend Email'}
            </Button>
            <Button variant="outline" onClick={() => setChangingEmail(true)}>
              Wrong Email?
            </Button>
          </div>
        )}

        <p className="mt-6 text-xs text-muted-foreground">
          Can&apos;t find the email? Check your spam or junk folder. This page unlocks by itself once your
          address is verified.
        </p>
      </section>
    </div>
  );
}
