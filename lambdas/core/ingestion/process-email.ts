import { db, type DataLayer } from '../db/client.ts';
import type { Email, EmailHoldReason } from '../db/entities/email.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { readRawEmail } from '../mail/raw-email-store.ts';
import { cancelTransferredTickets } from './cancel-transferred-tickets.ts';
import { senderProblem } from './check-sender.ts';
import { extractionSettings, runExtraction } from './extraction-engine.ts';
import { findDuplicateOf } from './find-duplicate.ts';
import { recordOutcome, type Outcome } from './record-outcome.ts';
import { resolveCustomer } from './resolve-customer.ts';
import { storePendingListings, removePendingListings } from './store-listings.ts';
import { storeTickets, ticketRecordOf } from './store-tickets.ts';

/** How the e-mail reached us (the pipeline input), needed past the recorded Email. */
export interface Delivery {
  bucket: string;
  key: string;
  recipients: readonly string[];
  envelopeSender?: string | undefined;
  verdicts?: Record<string, string> | undefined;
  /** 0 for the delivery, n for the n-th Process / Reprocess of the e-mail. */
  rerun?: number | undefined;
  /** An admin's Process / Reprocess: the autoProcess and autoExtract settings do not hold it back. */
  manual?: boolean | undefined;
}

export interface ProcessResult {
  extractionStatus: Email['extractionStatus'];
  customerId?: string;
  ticketCount: number;
  /** True when the customer has new tickets to hear about. */
  notify: boolean;
}

export class EmailNotRecordedError extends Error {
  constructor(emailId: string) {
    super(`E-mail ${emailId} has not been recorded`);
    this.name = 'EmailNotRecordedError';
  }
}

/** Classify and extract, then tickets and pending listings for the customer (DESIGN §5, §6.13). */
async function extractTickets(
  email: Email,
  customerId: string,
  delivery: Delivery,
  confidenceThreshold: number,
  data: DataLayer,
): Promise<Outcome> {
  const raw = await readRawEmail(delivery.bucket, delivery.key);
  const { result, modelVersion } = await runExtraction(raw, confidenceThreshold, data);
  const base = {
    customerId,
    classification: result.class,
    confidence: Math.round(result.confidence),
    modelVersion,
  };
  if (result.error) return { ...base, extractionStatus: 'failed', error: result.error };
  if (result.class === 'transfer_cancelled') {
    const cancelledTicketIds = await cancelTransferredTickets(
      email.emailId,
      customerId,
      raw,
      result.tickets,
      data,
    );
    return { ...base, extractionStatus: 'success', cancelledTicketIds };
  }
  // Only confirmations and received transfers carry tickets to list.
  const extracted =
    result.class === 'ticket_confirmation' || result.class === 'transfer_received' ? result.tickets : [];
  const records = extracted.map((ticket, index) =>
    ticketRecordOf(email, customerId, ticket, index, result.needsReview),
  );
  const { stored, removed } = await storeTickets(email.emailId, records, data);
  await removePendingListings(removed, data);
  await storePendingListings(customerId, stored, data);
  const expectedTickets = records.length > 0 || result.class === 'ticket_confirmation';
  const needsReview = stored.some((ticket) => ticket.needsReview) || (expectedTickets && stored.length === 0);
  return { ...base, extractionStatus: needsReview ? 'needs_review' : 'success', tickets: stored };
}

type Decision = Outcome | { held: EmailHoldReason; customerId?: string | undefined };

async function decide(email: Email, delivery: Delivery, data: DataLayer): Promise<Decision> {
  const recipients = [...delivery.recipients, email.recipientEmail ?? ''];
  const settings = await extractionSettings(data);
  if (!settings.autoProcess && !delivery.manual) {
    // spec 001 §3 Extraction settings: recorded for its customer, processed when an admin presses Process.
    return { held: 'autoProcess', customerId: (await resolveCustomer(recipients, data))?.customer.userId };
  }

  const duplicateOf = await findDuplicateOf(email, data);
  if (duplicateOf) return { extractionStatus: 'duplicate', duplicateOf };

  const resolved = await resolveCustomer(recipients, data);
  if (!resolved) return { extractionStatus: 'unassigned' };
  const customerId = resolved.customer.userId;

  const quarantineReason = senderProblem(resolved.customer, {
    headerFrom: email.senderEmail,
    envelopeSender: delivery.envelopeSender,
    verdicts: delivery.verdicts,
  });
  if (quarantineReason) return { extractionStatus: 'quarantined', customerId, quarantineReason };

  if (!settings.autoExtract && !delivery.manual) return { held: 'autoExtract', customerId };
  return extractTickets(email, customerId, delivery, settings.confidenceThreshold, data);
}

/** Leaves the e-mail unprocessed (pending, with the reason) for an admin's Process. */
async function holdEmail(
  email: Email,
  held: EmailHoldReason,
  customerId: string | undefined,
  data: DataLayer,
): Promise<void> {
  await data.emails
    .patch({ emailId: email.emailId })
    .composite({ receivedAt: email.receivedAt })
    .set({
      heldBy: held,
      extractionStatus: 'pending',
      processed: false,
      ...(customerId ? { customerId } : {}),
    })
    .go();
}

/**
 * The path of one recorded e-mail after parsing: (autoProcess gate) → de-duplicate → resolve the
 * customer from the transfer address → check the forwarder → (autoExtract gate) → classify and
 * extract → tickets and pending listings, or a cancelled transfer's take-back → the final status.
 * Every write is keyed by the e-mail, so a retry or a re-run rewrites the same items.
 */
export async function processEmail(
  emailId: string,
  delivery: Delivery,
  data: DataLayer = db(),
): Promise<ProcessResult> {
  const startedAt = Date.now();
  const { data: email } = await data.emails.get({ emailId }).go({ consistent: true });
  if (!email) throw new EmailNotRecordedError(emailId);
  const outcome = await decide(email, delivery, data);
  if ('held' in outcome) {
    await holdEmail(email, outcome.held, outcome.customerId, data);
    return { extractionStatus: 'pending', ticketCount: 0, notify: false };
  }
  const run = delivery.rerun ?? 0;
  await recordOutcome(email, { ...outcome, processingTime: Date.now() - startedAt, run }, data);
  const tickets: readonly Ticket[] = outcome.tickets ?? [];
  return {
    extractionStatus: outcome.extractionStatus,
    ...(outcome.customerId ? { customerId: outcome.customerId } : {}),
    ticketCount: tickets.length,
    notify: Boolean(outcome.customerId) && tickets.length > 0,
  };
}
