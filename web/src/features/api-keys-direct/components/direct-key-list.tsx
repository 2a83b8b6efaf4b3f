import { Copy, LogOut, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError, serverMessage } from '@/lib/api-client';

import { useDirectKeys, type DirectKey } from '../api/get-direct-keys';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
};

const statusBadges: Record<DirectKey['status'], { label: string; variant: BadgeProps['variant'] }> = {
  active: { label: 'Active', variant: 'live' },
  disabled: { label: 'Disabled', variant: 'outline' },
  expired: { label: 'Expired', variant: 'review' },
};

/** spec 001 §8: why the list could not be read. */
function loadFailure(error: Error): string {
  if (!(error instanceof ApiError)) {
    return error instanceof TypeError ? 'Could not connect to the API server' : 'Failed to load API keys';
  }
  return serverMessage(error) ?? 'Failed to load API keys';
}

async function copyPrefix(prefix: string) {
  try {
    await navigator.clipboard.writeText(prefix);
    toast.success('Copied to clipboard');
  } catch {
    toast.error('Copy failed', { description: 'The browser did not allow copying to the clipboard.' });
  }
}

/**
 * The keys, read-only (spec 001 §2.11), each shown masked by its prefix with a copy button for the prefix
 * (DESIGN §6.8), with Logout and Try Again.
 */
export function DirectKeyList({
  token,
  onLogout,
  onUnauthorized,
}: {
  token: string;
  onLogout: () => void;
  onUnauthorized: () => void;
}) {
  const keys = useDirectKeys(token, onUnauthorized);

  return (
    <section aria-labelledby="direct-keys-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="direct-keys-heading" className="text-lg font-semibold tracking-tight">
          Your API Keys
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void keys.refetch()} disabled={keys.isFetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
          <Button variant="outline" onClick={onLogout}>
            <LogOut aria-hidden />
            Logout
          </Button>
        </div>
      </div>
      {keys.isPending && !keys.isError && (
        <p className="text-sm text-muted-foreground">Loading the API keys…</p>
      )}
      {keys.isError && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Failed to fetch API keys</AlertTitle>
          <AlertDescription>{loadFailure(keys.error)}</AlertDescription>
        </Alert>
      )}
      {keys.data?.length === 0 && (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <h3 className="font-semibold">No API Keys</h3>
          <p className="mt-1 text-sm text-muted-foreground">An admin creates keys in the admin console.</p>
        </div>
      )}
      {keys.data && keys.data.length > 0 && (
        <ul className="grid gap-3" aria-label="API keys">
          {keys.data.map((key) => (
            <li key={key.id} className="grid gap-3 rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium">{key.name}</h3>
                <Badge variant={statusBadges[key.status].variant}>{statusBadges[key.status].label}</Badge>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <code className="rounded bg-muted px-2 py-1 font-mono text-sm">{`${key.prefix}…`}</code>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Copy prefix of ${key.name}`}
                  onClick={() => void copyPrefix(key.prefix)}
                >
                  <Copy aria-hidden />
                  Copy prefix
                </Button>
              </div>
              <dl className="grid gap-1 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-muted-foreground">Scopes</dt>
                  <dd>{key.scopes.join(', ')}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Last used</dt>
                  <dd>{key.lastUsed ? formatDateTime(key.lastUsed) : 'Never'}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Expires</dt>
                  <dd>{key.expiresAt ? formatDateTime(key.expiresAt) : 'Never'}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
