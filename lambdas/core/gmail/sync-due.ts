import type { GmailConnection } from '../db/entities/gmail-connection.ts';

/**
 * Whether the every-minute auto-sync should sync now: a mailbox is connected, autoSync is on and
 * syncInterval minutes have passed since the last attempt (so changing the interval needs no new schedule).
 */
export function isSyncDue(
  connection: Pick<GmailConnection, 'lastSync' | 'lastSyncAttemptAt'> | undefined,
  settings: { autoSync: boolean; syncInterval: number },
  now: Date,
): boolean {
  if (!connection || !settings.autoSync) return false;
  const last = connection.lastSyncAttemptAt ?? connection.lastSync;
  if (!last) return true;
  // A few seconds of slack: a schedule firing at 12:15:00.2 after a sync at 12:00:00.9 is on time.
  const elapsedMs = now.getTime() - new Date(last).getTime() + 5_000;
  return elapsedMs >= settings.syncInterval * 60_000;
}
