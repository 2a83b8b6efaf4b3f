import { db, type DataLayer } from '../db/client.ts';
import { readSettings } from '../db/settings-store.ts';
import { logger } from '../logger.ts';
import { awaitSyncResults, type SyncResults } from './await-results.ts';
import { recordGmailSync, recordGmailSyncError, readGmailConnection } from './connection-store.ts';
import { fromGoogleError, GmailNotConnectedError } from './gmail-errors.ts';
import { gmailApiFor } from './gmail-session.ts';
import { ingestGmailMessage } from './ingest-message.ts';
import { listNewMessages } from './list-new-messages.ts';
import { gmailEmailId } from './raw-mail-key.ts';

export interface SyncOutcome extends SyncResults {
  /** Messages this sync took into the pipeline (spec: the sync reply's `count`). */
  count: number;
  mode: 'history' | 'full';
}

// One sync takes at most this many new messages; the rest wait for the next one.
export const MAX_MESSAGES_PER_SYNC = 50;
const FETCH_CONCURRENCY = 4;

async function ingestAll(api: Parameters<typeof ingestGmailMessage>[0], ids: string[], mailbox: string) {
  const started: { executionArn: string; emailId: string }[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < ids.length; index = next++) {
      const messageId = ids[index]!;
      const executionArn = await ingestGmailMessage(api, messageId, mailbox);
      if (executionArn) started.push({ executionArn, emailId: gmailEmailId(messageId) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, ids.length) }, worker));
  return started;
}

/**
 * Syncs the connected mailbox: lists what is new (history or keyword query), hands each message to the
 * pipeline, moves the history position and then waits until `waitUntil` (epoch ms; default 10 s from
 * now) for the runs to report results.
 */
export async function syncMailbox(
  options: { waitUntil?: number; data?: DataLayer } = {},
): Promise<SyncOutcome> {
  const data = options.data ?? db();
  const connection = await readGmailConnection(data);
  if (!connection) throw new GmailNotConnectedError();
  const at = new Date();
  try {
    const [api, settings] = await Promise.all([gmailApiFor(connection), readSettings('extraction', data)]);
    const found = await listNewMessages(api, {
      historyId: connection.historyId,
      keywords: settings.keywords,
    });
    const ids = found.ids.slice(0, MAX_MESSAGES_PER_SYNC);
    const started = await ingestAll(api, ids, connection.email);
    // A sync that had to leave messages keeps the old position, so the next one continues there.
    const complete = ids.length === found.ids.length;
    await recordGmailSync(
      { historyId: complete ? found.historyId : undefined, startedCount: started.length, at },
      data,
    );
    logger.info('Gmail sync', { mode: found.mode, found: found.ids.length, started: started.length });
    const results = await awaitSyncResults(started, { waitUntil: options.waitUntil, data });
    return { count: started.length, mode: found.mode, ...results };
  } catch (error) {
    const failure = fromGoogleError(
      error,
      'Google no longer accepts the stored Gmail authorization (it was revoked or expired). Disconnect Gmail and connect it again.',
    );
    await recordGmailSyncError(failure instanceof Error ? failure.message : String(failure), at, data);
    throw failure;
  }
}
