import { readGmailConnection } from '../core/gmail/connection-store.ts';
import { isSyncDue } from '../core/gmail/sync-due.ts';
import { syncMailbox } from '../core/gmail/sync-mailbox.ts';
import { readSettings } from '../core/db/settings-store.ts';
import { logger } from '../core/logger.ts';

export type GmailSyncResult = { synced: false; reason: string } | { synced: true; count: number };

/**
 * The auto-sync Lambda, invoked every minute (EventBridge Scheduler in AWS, a timer locally): syncs
 * the connected mailbox when autoSync is on and syncInterval minutes have passed since the last attempt.
 * A failed sync is recorded on the connection (lastSyncError) and rethrown for the error metric.
 */
export async function handler(): Promise<GmailSyncResult> {
  const [connection, settings] = await Promise.all([readGmailConnection(), readSettings('extraction')]);
  if (!connection) return { synced: false, reason: 'No Gmail account is connected.' };
  if (!isSyncDue(connection, settings, new Date())) {
    return { synced: false, reason: settings.autoSync ? 'Not due yet.' : 'Auto-sync is off.' };
  }
  // Nobody waits for the pipeline's results here: they show in the e-mail lists.
  const outcome = await syncMailbox({ waitUntil: Date.now() });
  logger.info('Gmail auto-sync', { count: outcome.count, mode: outcome.mode });
  return { synced: true, count: outcome.count };
}
