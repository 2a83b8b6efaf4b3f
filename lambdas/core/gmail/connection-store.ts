import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import { PRIMARY_GMAIL_CONNECTION, type GmailConnection } from '../db/entities/gmail-connection.ts';

const key = { connectionId: PRIMARY_GMAIL_CONNECTION };

/** The connected mailbox, or undefined (strongly consistent: a disconnect shows at once). */
export async function readGmailConnection(data: DataLayer = db()): Promise<GmailConnection | undefined> {
  const { data: connection } = await data.gmailConnections.get(key).go({ consistent: true });
  return connection ?? undefined;
}

/** Connects a mailbox, replacing any earlier one (a new account starts its sync afresh). */
export async function saveGmailConnection(
  connection: { email: string; refreshTokenEncrypted: string; historyId?: string; connectedBy: string },
  data: DataLayer = db(),
): Promise<void> {
  await data.gmailConnections
    .put({ ...key, ...connection, connectedAt: new Date().toISOString(), processedCount: 0 })
    .go();
}

// Patches apply only while the mailbox is connected: a disconnect during a sync wins.

/** Records a finished sync: the new history position, the time, and the e-mails it took. */
export async function recordGmailSync(
  sync: { historyId: string | undefined; startedCount: number; at: Date },
  data: DataLayer = db(),
): Promise<void> {
  const at = sync.at.toISOString();
  await unlessConditionFails(() =>
    data.gmailConnections
      .patch(key)
      .set({ lastSync: at, lastSyncAttemptAt: at, ...(sync.historyId ? { historyId: sync.historyId } : {}) })
      .add({ processedCount: sync.startedCount })
      .remove(['lastSyncError'])
      .go(),
  );
}

export async function recordGmailSyncError(message: string, at: Date, data: DataLayer = db()): Promise<void> {
  await unlessConditionFails(() =>
    data.gmailConnections
      .patch(key)
      .set({ lastSyncError: message, lastSyncAttemptAt: at.toISOString() })
      .go(),
  );
}

export async function deleteGmailConnection(data: DataLayer = db()): Promise<void> {
  await data.gmailConnections.delete(key).go();
}
