import { CircleCheck, CircleX, Mail } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';

import { useDisconnectGmail } from '../api/disconnect-gmail';
import { useGmailAuthStatus } from '../api/get-gmail-auth-status';
import { NoAuthUrlError, useGmailAuthUrl } from '../api/get-gmail-auth-url';
import { openConsentWindow, type ConsentWindow } from '../lib/consent-window';
import { SectionCard } from '@/components/section-card';

/** spec 001 §2.9: the permissions the mailbox connection asks for. */
const permissions = [
  'Read-only access to your Gmail messages',
  'Your user profile information (email address)',
];

/** The mailbox connection (spec 001 §2.9, §4): connect in a separate window, or disconnect. */
export function GmailConnectionCard() {
  const status = useGmailAuthStatus();
  // Opened on the click itself, so that pop-up blockers allow it; it is pointed at Google once the URL is known.
  const consentWindow = useRef<ConsentWindow | null>(null);

  const connect = useGmailAuthUrl({
    onSuccess: (authUrl) => {
      consentWindow.current?.navigate(authUrl);
      toast.success('Authentication initiated', {
        description: 'Please complete the authentication in the opened window',
      });
    },
    onError: (error) => {
      consentWindow.current?.close();
      if (error instanceof NoAuthUrlError) {
        toast.error('Authentication Error', { description: error.message });
      } else {
        toast.error('Authentication failed', { description: serverMessage(error) });
      }
    },
  });

  const disconnect = useDisconnectGmail({
    onSuccess: () => toast.success('Gmail disconnected'),
    onError: (error) => toast.error('Disconnect failed', { description: serverMessage(error) }),
  });

  const connected = status.data?.connected === true;

  return (
    <SectionCard
      title="Gmail Connection"
      icon={Mail}
      description="Connect the mailbox that receives forwarded ticket confirmations."
    >
      <div className="grid gap-4">
        <div className="rounded-lg border p-3 text-sm" aria-live="polite">
          {status.isPending && <p className="text-muted-foreground">Checking the connection…</p>}
          {status.isError && (
            <p role="alert" className="text-destructive">
              The connection status could not be loaded. Please reload the page.
            </p>
          )}
          {status.data?.connected === true && (
            <p className="flex min-w-0 items-center gap-2">
              <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden />
              <span className="min-w-0 break-words">
                Connected as <strong className="font-semibold">{status.data.email}</strong>
              </span>
            </p>
          )}
          {status.data?.connected === false && (
            <p className="flex items-center gap-2">
              <CircleX className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              Not connected
            </p>
          )}
        </div>

        <div>
          <h3 className="text-sm font-medium">Required permissions</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {permissions.map((permission) => (
              <li key={permission}>{permission}</li>
            ))}
          </ul>
        </div>

        {connected ? (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={disconnect.isPending}
            onClick={() => disconnect.mutate()}
          >
            {disconnect.isPending ? 'Disconnecting…' : 'Disconnect Gmail'}
          </Button>
        ) : (
          <Button
            className="justify-self-start"
            disabled={status.isPending || connect.isPending}
            onClick={() => {
              consentWindow.current = openConsentWindow();
              connect.mutate();
            }}
          >
            {connect.isPending ? 'Connecting…' : 'Connect Gmail Account'}
          </Button>
        )}
      </div>
    </SectionCard>
  );
}
