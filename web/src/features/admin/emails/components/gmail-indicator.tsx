import { useGmailAuthStatus } from '../api/get-gmail-auth-status';
import { formatEasternTime } from '../lib/format-times';

/** spec 001 §2.4: whether Gmail is connected, and the last sync in Eastern time (EST/EDT). */
export function GmailIndicator() {
  const status = useGmailAuthStatus();
  if (status.isPending) return <p className="text-sm text-muted-foreground">Checking Gmail…</p>;
  if (status.isError) return <p className="text-sm text-destructive">Gmail status could not be loaded</p>;
  const gmail = status.data;
  return (
    <div className="grid gap-0.5 text-sm">
      <p className="flex items-center gap-2">
        <span
          aria-hidden
          className={
            gmail.connected ? 'size-2 rounded-full bg-emerald-500' : 'size-2 rounded-full bg-muted-foreground'
          }
        />
        {gmail.connected ? `Gmail connected: ${gmail.email}` : 'Gmail not connected'}
      </p>
      {gmail.connected && (
        <p className="text-muted-foreground">
          Last sync: {gmail.lastSync ? formatEasternTime(gmail.lastSync) : 'Never'}
        </p>
      )}
    </div>
  );
}
