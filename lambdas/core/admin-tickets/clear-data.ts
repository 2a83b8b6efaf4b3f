import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { s3 } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { db, type DataLayer } from '../db/client.ts';
import { incrementCounter } from '../db/counters.ts';
import { DEFAULT_MODEL_VERSION, getActiveModelVersion } from '../db/model-versions.ts';
import { normaliseUniqueValue, type UniqueValueKind } from '../db/entities/unique-value.ts';
import { PROCESSING_RECORDS_COUNTER } from '../ingestion/record-outcome.ts';
import { RAW_EMAIL_BYTES_COUNTER } from '../ingestion/record-received-email.ts';
import { deleteInBatches } from './batch-delete.ts';

/**
 * The customer listings made from extracted tickets that are still pending: they go with their
 * tickets. Listed, sold and cancelled listings are the customer's sales records and stay.
 */
async function deletePendingTicketListings(data: DataLayer): Promise<void> {
  const { data: pending } = await data.listings.query
    .listingsByStatus({ status: 'pending' })
    .where((attributes, { exists }) => exists(attributes.ticketId))
    .go({ pages: 'all', attributes: ['listingId'] });
  await deleteInBatches(
    pending.map(({ listingId }) => ({ listingId })),
    (keys) => data.listings.delete(keys).go(),
  );
}

/**
 * DELETE /api/tickets: every extracted ticket and the pending listings made from them; the e-mails
 * stay (an admin can reprocess them). Resolves to the number of tickets removed. Counts shown
 * elsewhere (tickets extracted, needs review, training samples) are counted live, so they follow.
 */
export async function clearTickets(data: DataLayer = db()): Promise<number> {
  const { data: tickets } = await data.tickets.query
    .ticketsByEventDate({})
    .go({ pages: 'all', attributes: ['emailId', 'ticketIndex'] });
  await deleteInBatches(
    tickets.map(({ emailId, ticketIndex }) => ({ emailId, ticketIndex })),
    (keys) => data.tickets.delete(keys).go(),
  );
  await deletePendingTicketListings(data);
  return tickets.length;
}

async function deleteRawObjects(keys: readonly string[]): Promise<void> {
  const bucket = getConfig().RAW_MAIL_BUCKET;
  for (let start = 0; start < keys.length; start += 1000) {
    const objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
    await s3().send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }));
  }
}

/** Every e-mail, its Message-ID claim, re-run counter and raw object; the raw-bytes counter goes down by theirs. */
async function clearEmails(data: DataLayer): Promise<void> {
  const { data: emails } = await data.emails.query
    .emailsByReceivedAt({})
    .go({ pages: 'all', attributes: ['emailId', 'messageId', 'rawS3Key', 'sizeBytes'] });
  await deleteInBatches(
    emails.map(({ emailId }) => ({ emailId })),
    (keys) => data.emails.delete(keys).go(),
  );
  const claims = emails.flatMap(({ messageId }) =>
    messageId
      ? [{ kind: 'messageId' as UniqueValueKind, value: normaliseUniqueValue('messageId', messageId) }]
      : [],
  );
  await deleteInBatches(claims, (keys) => data.uniqueValues.delete(keys).go());
  await deleteInBatches(
    emails.map(({ emailId }) => ({ name: `reprocess#${emailId}` })),
    (keys) => data.counters.delete(keys).go(),
  );
  await deleteRawObjects(emails.flatMap(({ rawS3Key }) => (rawS3Key ? [rawS3Key] : [])));
  const bytes = emails.reduce((sum, email) => sum + (email.sizeBytes ?? 0), 0);
  if (bytes > 0) await incrementCounter(RAW_EMAIL_BYTES_COUNTER, -bytes, { data });
}

/** Processing History and its total. */
async function clearProcessingRecords(data: DataLayer): Promise<void> {
  const { data: records } = await data.processingRecords.query
    .processingRecordsByProcessedAt({})
    .go({ pages: 'all', attributes: ['emailId'] });
  await deleteInBatches(
    records.map(({ emailId }) => ({ emailId })),
    (keys) => data.processingRecords.delete(keys).go(),
  );
  if (records.length > 0) await incrementCounter(PROCESSING_RECORDS_COUNTER, -records.length, { data });
}

/**
 * The per-model ML performance records (counters and measured accuracy); a model's artifact keeps its
 * own figures. Records the pipeline's counters created carry no createdAt (so no gsi1 key): the
 * versions are taken from the model versions, the live one and v1.0 as well.
 */
async function clearModelPerformance(data: DataLayer): Promise<void> {
  const [{ data: indexed }, { data: models }, active] = await Promise.all([
    data.mlPerformance.query.mlPerformanceByCreatedAt({}).go({ pages: 'all', attributes: ['modelVersion'] }),
    data.modelVersions.query.modelVersionsByCreatedAt({}).go({ pages: 'all', attributes: ['version'] }),
    getActiveModelVersion(data),
  ]);
  const versions = new Set([
    DEFAULT_MODEL_VERSION,
    active,
    ...indexed.map(({ modelVersion }) => modelVersion),
    ...models.map(({ version }) => version),
  ]);
  await deleteInBatches(
    [...versions].map((modelVersion) => ({ modelVersion })),
    (keys) => data.mlPerformance.delete(keys).go(),
  );
}

/**
 * DELETE /api/data (spec 001: e-mails, tickets, ML performance stats): tickets and their pending
 * listings first, then the e-mails with what only they refer to, their processing history and the
 * model's performance records. Customers, settings, models and fields stay.
 */
export async function clearAllData(data: DataLayer = db()): Promise<void> {
  await clearTickets(data);
  await clearEmails(data);
  await clearProcessingRecords(data);
  await clearModelPerformance(data);
}
