import { GmailConnectionCard } from './gmail-connection-card';
import { GmailSyncCard } from './gmail-sync-card';

/** Settings → Gmail (spec 001 §2.9): the mailbox connection and how it syncs. */
export function GmailTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <GmailConnectionCard />
      <GmailSyncCard />
    </div>
  );
}
