import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { LocalTarget } from '../../../lib/local/local-target.ts';
import type { AuditSubjectType } from '../../../lambdas/core/db/entities/audit-entry.ts';
import { recordDuplicateCandidates } from '../../../lambdas/core/admin-tickets/duplicate-candidates.ts';
import { ticketIdOf, type NewTicket, type Ticket } from '../../../lambdas/core/db/entities/ticket.ts';
import { ticketFingerprint } from '../../../lambdas/core/db/fingerprint.ts';
import { call, tableOf } from '../accounts/account-client.ts';
import { corpusEmail, s3Of } from '../ml/ml-client.ts';

/** Helpers for the admin tickets suites: tickets with chosen values, downloads, the audit log. */

export interface AdminTicketReply {
  id: string;
  emailId: string;
  customerId: string | null;
  eventName: string;
  eventDate: string | null;
  venue: string;
  section: string;
  row: string;
  seats: string;
  quantity: number;
  extractionConfidence: number;
  manuallyVerified: boolean;
  needsReview: boolean;
  possibleDuplicateOf: string | null;
  verifiedAt: string | null;
  sender: string;
  senderEmail: string;
  subject: string;
  snippet: string;
  [field: string]: unknown;
}

export type TicketValues = Partial<Omit<NewTicket, 'emailId' | 'ticketIndex' | 'ticketId'>> & {
  eventName: string;
};

/**
 * A corpus e-mail's raw MIME in the raw-mail bucket, its Email record, and tickets with the given values
 * (fingerprint derived as the pipeline does), so lists can be asserted in an exact order.
 */
export async function seedTickets(
  target: LocalTarget,
  tickets: readonly TicketValues[],
  options: { corpusId?: string; senderEmail?: string; sender?: string; subject?: string } = {},
): Promise<{ emailId: string; ticketIds: string[] }> {
  const email = corpusEmail(options.corpusId ?? 'northpass-conf-01');
  const emailId = `seed-${randomUUID()}`;
  const key = `inbound/${emailId}`;
  const s3 = s3Of(target);
  const { data, close } = tableOf(target);
  try {
    await s3.send(new PutObjectCommand({ Bucket: target.buckets.rawMail, Key: key, Body: email.raw }));
    await data.emails
      .create({
        emailId,
        rawS3Key: key,
        sizeBytes: email.raw.length,
        receivedAt: new Date().toISOString(),
        subject: options.subject ?? email.label.outer.subject,
        sender: options.sender ?? 'Seed Seller',
        senderEmail: options.senderEmail ?? 'seed.seller@example.com',
        recipientEmail: 'tickets@relay.example.com',
        snippet: 'Your tickets are confirmed',
        processed: true,
        extractionStatus: 'success',
        ticketCount: tickets.length,
      })
      .go();
    const ticketIds: string[] = [];
    const created: Ticket[] = [];
    for (const [ticketIndex, values] of tickets.entries()) {
      const ticketId = ticketIdOf(emailId, ticketIndex);
      const fingerprint = ticketFingerprint(values);
      const { data: ticket } = await data.tickets
        .create({ emailId, ticketIndex, ticketId, ...(fingerprint ? { fingerprint } : {}), ...values })
        .go();
      created.push(ticket as Ticket);
      ticketIds.push(ticketId);
    }
    // As the pipeline's storeTickets does: overlapping tickets of a row become duplicate candidates.
    await recordDuplicateCandidates(created, data);
    return { emailId, ticketIds };
  } finally {
    s3.destroy();
    close();
  }
}

/** The audit entries of one subject, newest first, straight from the table. */
export async function auditOf(target: LocalTarget, subjectType: AuditSubjectType, subjectId: string) {
  const { data, close } = tableOf(target);
  try {
    const { data: entries } = await data.auditEntries.query
      .auditBySubject({ subjectType, subjectId })
      .go({ order: 'desc', pages: 'all' });
    return entries;
  } finally {
    close();
  }
}

/** A GET whose body is not necessarily JSON (downloads). */
export async function download(target: LocalTarget, cookie: string, path: string) {
  const response = await fetch(`${target.urls.web}${path}`, { headers: { cookie } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** GET /api/tickets with a query; throws unless 200. */
export async function listTickets(target: LocalTarget, cookie: string, query: string) {
  const reply = await call<{ success: boolean; items: AdminTicketReply[]; nextCursor: string | null }>(
    target,
    'GET',
    `/api/tickets?${query}`,
    { cookie },
  );
  if (reply.status !== 200) throw new Error(`tickets: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export const daysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();
