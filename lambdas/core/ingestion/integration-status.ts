import { db, type DataLayer } from '../db/client.ts';
import { readCounters } from '../db/counters.ts';
import { PRIMARY_GMAIL_CONNECTION } from '../db/entities/gmail-connection.ts';
import { readSettings } from '../db/settings-store.ts';
import { countQuery } from '../ml/count-query.ts';
import { loadModelVersion } from '../ml/load-active-model.ts';
import { trainingStatus } from '../ml/training-status.ts';
import { RAW_EMAIL_BYTES_COUNTER } from './record-received-email.ts';

async function gmailStatus(data: DataLayer) {
  const [{ data: connection }, settings] = await Promise.all([
    data.gmailConnections.get({ connectionId: PRIMARY_GMAIL_CONNECTION }).go(),
    readSettings('extraction', data),
  ]);
  return {
    status: connection ? ('Connected' as const) : ('Disconnected' as const),
    email: connection?.email ?? null,
    processedCount: connection?.processedCount ?? 0,
    lastSync: connection?.lastSync ?? null,
    autoSync: settings.autoSync,
    syncInterval: settings.syncInterval,
  };
}

/** Training while a job runs; Active when the live model loads; Inactive when it cannot be read. */
async function mlStatus(data: DataLayer) {
  const training = await trainingStatus(data);
  const loads = await loadModelVersion(training.modelVersion).then(
    () => true,
    () => false,
  );
  const status = training.status === 'training' ? 'Training' : loads ? 'Active' : 'Inactive';
  return {
    status: status as 'Active' | 'Training' | 'Inactive',
    lastTraining: training.finishedAt ?? training.startedAt,
    modelVersion: training.modelVersion,
  };
}

async function databaseStatus(data: DataLayer) {
  const [emails, tickets, counters] = await Promise.all([
    countQuery(data, data.emails.query.emailsByReceivedAt({}).params()),
    countQuery(data, data.tickets.query.ticketsByEventDate({}).params()),
    readCounters([RAW_EMAIL_BYTES_COUNTER], data),
  ]);
  return {
    status: 'Connected' as const,
    entriesCount: emails + tickets,
    emails,
    tickets,
    /** Bytes of raw e-mail stored. */
    storageUsed: counters[RAW_EMAIL_BYTES_COUNTER],
  };
}

/** spec 001 §3 Integration status, from live data (DESIGN §6.12): the mailbox, the model, the store. */
export async function integrationStatus(data: DataLayer = db()) {
  const [gmail, ml, database] = await Promise.all([gmailStatus(data), mlStatus(data), databaseStatus(data)]);
  return { gmail, ml, database };
}
