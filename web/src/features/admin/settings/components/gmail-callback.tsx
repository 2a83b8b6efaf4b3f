import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';

import { useCompleteGmailAuth } from '../api/complete-gmail-auth';

/**
 * Where Google sends the admin back in the window the Gmail tab opened (the server's redirect URI,
 * /admin/gmail/callback): hands the code to the server once, then says how it went (spec 000 §8 texts).
 */
export function GmailCallback() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  // Google answers ?error=access_denied when the admin declines.
  const declined = searchParams.get('error');
  const complete = useCompleteGmailAuth({
    onSuccess: () =>
      toast.success('Authentication successful', { description: 'Successfully connected to Gmail.' }),
    onError: (error) =>
      toast.error('Authentication failed', {
        description: serverMessage(error) ?? 'Failed to connect to Gmail',
      }),
  });
  const { mutate } = complete;
  // A code can be exchanged only once (React runs effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (!code || declined || sent.current) return;
    sent.current = true;
    mutate(code);
  }, [code, declined, mutate]);

  const failure = declined
    ? `Google did not grant access (${declined}).`
    : !code
      ? 'The address has no authorization code. Please start again from the settings.'
      : complete.isError
        ? (serverMessage(complete.error) ?? 'Failed to connect to Gmail')
        : null;

  return (
    <Card className="mt-6 max-w-xl">
      <CardContent className="grid gap-4 p-4 sm:p-6" aria-live="polite">
        {failure ? (
          <p role="alert" className="flex items-start gap-2 text-sm">
            <CircleX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <span>
              <strong className="block font-semibold">Authentication failed</strong>
              {failure}
            </span>
          </p>
        ) : complete.isSuccess ? (
          <p className="flex items-start gap-2 text-sm">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            <span>
              Connected as <strong className="font-semibold">{complete.data.email}</strong>. You can close
              this window and return to the settings.
            </span>
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            Connecting your Gmail account…
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {!complete.isPending && (
            <Button variant="outline" onClick={() => window.close()}>
              Close window
            </Button>
          )}
          <Button asChild variant="link">
            <Link to={paths.admin.settings.getHref('gmail')}>Back to Gmail settings</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
