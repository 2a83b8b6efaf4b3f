import { HeadObjectCommand, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import type { DataLayer } from '../db/client.ts';

export interface ReconcileOptions {
  data: DataLayer;
  s3: S3Client;
  /** The raw-mail bucket. */
  bucket: string;
  /**
   * Where accepted mail is stored (SES's `inbound/`, Gmail's `gmail/`, the external API's `api/`):
   * every object under them should have an Email.
   */
  prefixes: readonly string[];
  /** Younger raw objects and e-mails are still on their way through the pipeline, not mismatches. */
  graceMs: number;
  now?: Date;
}

export interface ReconcileReport {
  emails: number;
  rawObjects: number;
  /** Every Email by its extractionStatus. */
  byStatus: Record<string, number>;
  /** Raw objects older than the grace period that no Email records: accepted mail the pipeline lost. */
  unrecorded: { key: string; storedAt: string | null }[];
  /** Emails still `pending` beyond the grace period and not held by the extraction settings. */
  stuck: { emailId: string; receivedAt: string; lastChange: string }[];
  /** Emails whose raw message is not in the bucket (or that never named one). */
  missingRaw: { emailId: string; rawS3Key: string | null }[];
  /** `pending` on purpose: autoProcess / autoExtract off keeps them for an admin's Process. */
  held: number;
  /** Raw objects and pending e-mails within the grace period. */
  inFlight: number;
}

export const hasMismatches = (report: ReconcileReport): boolean =>
  report.unrecorded.length + report.stuck.length + report.missingRaw.length > 0;

async function rawObjects(s3: S3Client, bucket: string, prefixes: readonly string[]) {
  const objects = new Map<string, Date | undefined>();
  for (const prefix of prefixes) {
    for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) if (object.Key) objects.set(object.Key, object.LastModified);
    }
  }
  return objects;
}

async function objectExists(s3: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return false;
    throw error;
  }
}

/**
 * Compares the stored raw e-mails with the recorded Emails ("nothing is lost", issue 5): every
 * accepted message should have an Email in a final state, and every Email its raw message. Reads
 * only: one Query over all Emails and a listing of the raw-mail bucket.
 */
export async function reconcile({
  data,
  s3,
  bucket,
  prefixes,
  graceMs,
  now = new Date(),
}: ReconcileOptions): Promise<ReconcileReport> {
  const [objects, { data: emails }] = await Promise.all([
    rawObjects(s3, bucket, prefixes),
    data.emails.query.emailsByReceivedAt({}).go({
      pages: 'all',
      attributes: ['emailId', 'extractionStatus', 'rawS3Key', 'receivedAt', 'updatedAt', 'heldBy'],
    }),
  ]);
  const settled = (at: Date | string | undefined) =>
    at !== undefined && now.getTime() - new Date(at).getTime() > graceMs;

  const report: ReconcileReport = {
    emails: emails.length,
    rawObjects: objects.size,
    byStatus: {},
    unrecorded: [],
    stuck: [],
    missingRaw: [],
    held: 0,
    inFlight: 0,
  };
  const recordedKeys = new Set<string>();
  for (const email of emails) {
    report.byStatus[email.extractionStatus] = (report.byStatus[email.extractionStatus] ?? 0) + 1;
    if (email.rawS3Key) recordedKeys.add(email.rawS3Key);
    const present = email.rawS3Key
      ? objects.has(email.rawS3Key) ||
        (!prefixes.some((prefix) => email.rawS3Key!.startsWith(prefix)) &&
          (await objectExists(s3, bucket, email.rawS3Key)))
      : false;
    if (!present) report.missingRaw.push({ emailId: email.emailId, rawS3Key: email.rawS3Key ?? null });
    if (email.extractionStatus !== 'pending') continue;
    // A re-run sets the e-mail back to pending: the latest write, not the delivery, dates it.
    const lastChange = [email.receivedAt, email.updatedAt].filter(Boolean).sort().at(-1)!;
    if (email.heldBy) report.held += 1;
    else if (settled(lastChange))
      report.stuck.push({ emailId: email.emailId, receivedAt: email.receivedAt, lastChange });
    else report.inFlight += 1;
  }
  for (const [key, storedAt] of objects) {
    if (recordedKeys.has(key)) continue;
    if (settled(storedAt)) report.unrecorded.push({ key, storedAt: storedAt?.toISOString() ?? null });
    else report.inFlight += 1;
  }
  return report;
}
