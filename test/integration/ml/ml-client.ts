import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { LocalTarget } from '../../../lib/local/local-target.ts';
import type { EmailExtractionStatus } from '../../../lambdas/core/db/entities/email.ts';
import { ticketIdOf } from '../../../lambdas/core/db/entities/ticket.ts';
import { loadCorpus, type CorpusEmail } from '../../fixtures/corpus.ts';
import { call, tableOf, uniqueEmail } from '../accounts/account-client.ts';

/** Helpers for the ML suites: an admin session, and e-mails with tickets put in place as the pipeline would. */

export async function registerFirstAdmin(target: LocalTarget): Promise<string> {
  const reply = await call(target, 'POST', '/api/register', {
    body: { email: uniqueEmail('admin'), password: 'admin password 1' },
  });
  if (reply.status !== 201 || !reply.sessionCookie) {
    throw new Error(`Admin registration failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.sessionCookie;
}

export function s3Of(target: LocalTarget): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint: target.urls.s3,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

const corpus = new Map<string, CorpusEmail>();
export function corpusEmail(id: string): CorpusEmail {
  if (corpus.size === 0) for (const email of loadCorpus()) corpus.set(email.id, email);
  const email = corpus.get(id);
  if (!email) throw new Error(`No corpus e-mail ${id}`);
  return email;
}

export interface SeededTicket {
  manuallyVerified?: boolean;
  needsReview?: boolean;
  extractionConfidence?: number;
}

export interface SeededEmail {
  emailId: string;
  ticketIds: string[];
}

/**
 * Stores a corpus e-mail's raw MIME in the raw-mail bucket and records it as the pipeline does: the
 * Email, one Ticket per gold ticket (with the gold values, as an admin's correction leaves them) and
 * its processing record.
 */
export async function seedEmail(
  target: LocalTarget,
  corpusId: string,
  options: { tickets: SeededTicket[]; status?: EmailExtractionStatus },
): Promise<SeededEmail> {
  const email = corpusEmail(corpusId);
  const emailId = `it-${randomUUID()}`;
  const key = `inbound/${emailId}`;
  const s3 = s3Of(target);
  const { data, close } = tableOf(target);
  try {
    await s3.send(new PutObjectCommand({ Bucket: target.buckets.rawMail, Key: key, Body: email.raw }));
    const receivedAt = new Date().toISOString();
    const status = options.status ?? 'success';
    await data.emails
      .create({
        emailId,
        rawS3Key: key,
        receivedAt,
        subject: email.label.outer.subject,
        senderEmail: email.label.outer.fromAddress,
        processed: true,
        extractionStatus: status,
        classification: email.label.class,
        ticketCount: options.tickets.length,
      })
      .go();
    const ticketIds: string[] = [];
    for (const [ticketIndex, seeded] of options.tickets.entries()) {
      const gold = email.label.tickets[ticketIndex];
      if (!gold) throw new Error(`${corpusId} has no ticket ${ticketIndex}`);
      const ticketId = ticketIdOf(emailId, ticketIndex);
      await data.tickets
        .create({
          emailId,
          ticketIndex,
          ticketId,
          eventName: gold.eventName ?? 'Unknown event',
          ...(gold.eventDate ? { eventDate: gold.eventDate } : {}),
          ...(gold.venue ? { venue: gold.venue } : {}),
          ...(gold.section ? { section: gold.section } : {}),
          ...(gold.row ? { row: gold.row } : {}),
          ...(gold.seats.length ? { seats: gold.seats.join(', ') } : {}),
          quantity: gold.quantity ?? 1,
          extractionConfidence: seeded.extractionConfidence ?? 80,
          manuallyVerified: seeded.manuallyVerified ?? false,
          needsReview: seeded.needsReview ?? false,
        })
        .go();
      ticketIds.push(ticketId);
    }
    await data.processingRecords
      .create({ emailId, processedAt: receivedAt, extractionStatus: status, ticketCount: ticketIds.length })
      .go();
    return { emailId, ticketIds };
  } finally {
    s3.destroy();
    close();
  }
}

export interface TrainingStatusReply {
  status: string;
  progress: number;
  modelVersion: string;
  lastUpdated: string | null;
  lastTrainedSamples: number;
  trainingModelVersion: string | null;
  error: string | null;
}

/** Polls the training status (as the SPA does) until it leaves 'training'; returns every reply seen. */
export async function followTraining(
  target: LocalTarget,
  cookie: string,
  timeoutMs = 240_000,
): Promise<TrainingStatusReply[]> {
  const seen: TrainingStatusReply[] = [];
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const reply = await call<TrainingStatusReply>(target, 'GET', '/api/ml/training-status', { cookie });
    if (reply.status !== 200)
      throw new Error(`training-status: ${reply.status} ${JSON.stringify(reply.body)}`);
    seen.push(reply.body);
    if (reply.body.status !== 'training') return seen;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Training did not finish in ${timeoutMs} ms: ${JSON.stringify(seen.at(-1))}`);
}
