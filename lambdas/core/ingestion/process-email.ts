import { db, type DataLayer } from '../db/client.ts';
import type { Email, EmailHoldReason } from '../db/entities/email.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import type { User } from '../db/entities/user.ts';
import { readRawEmail } from '../mail/raw-email-store.ts';
import { cancelTransferredTickets } from './cancel-transferred-tickets.ts';
import { senderProblem } from './check-sender.ts';
import { extractionSettings, runExtraction } from './extraction-engine.ts';
import { findDuplicateOf } from './find-duplicate.ts';
import { ticketsNoticeOf, type TicketsNotice } from './notify-customer.ts';
import { recordOutcome, type Outcome } from './record-outcome.ts';
import { firstHolderOf, heldByClaims, heldTicketsOf, type HeldTicket } from './repeated-tickets.ts';
import { resolveCustomer } from './resolve-customer.ts';
import { storePendingListings, removePendingListings } from './store-listings.ts';
import { storeTickets, ticketRecordOf, ticketsOfSameRows } from './store-tickets.ts';

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
  /** The raw MIME, when the caller has read it already; read from the bucket when absent. */
  raw?: Uint8Array | undefined;
  /** The Email as this run recorded it; read from the table when absent. */
  email?: Email | undefined;
  /** This run created the Email: no earlier run wrote tickets for it. */
  firstRun?: boolean | undefined;
}

export interface ProcessResult {
  extractionStatus: Email['extractionStatus'];
  customerId?: string;
  ticketCount: number;
  /** True when the customer has new tickets to hear about. */
  notify: boolean;
  /** What NotifyCustomer tells the customer (set with `notify`). */
  notice?: TicketsNotice;
}

export class EmailNotRecordedError extends Error {
  constructor(emailId: string) {
    super(`E-mail ${emailId} has not been recorded`);
    this.name = 'EmailNotRecordedError';
  }
}

/**
 * Classify and extract, then tickets and pending listings for the customer (DESIGN §5, §6.13).
 * Tickets the customer already holds from an earlier e-mail are not listed again (README
 * "Re-forwards"): when that is all of them the e-mail is a duplicate of the first one.
 */
async function extractTickets(
  email: Email,
  customerId: string,
  delivery: Delivery,
  confidenceThreshold: number,
  data: DataLayer,
): Promise<Outcome> {
  const raw = delivery.raw ?? (await readRawEmail(delivery.bucket, delivery.key));
  const { result, modelVersion } = await runExtraction(raw, confidenceThreshold, data);
  const base = {
    customerId,
    classification: result.class,
    confidence: Math.round(result.confidence),
    modelVersion,
  };
  if (result.error) return { ...base, extractionStatus: 'failed', error: result.error };
  if (result.class === 'transfer_cancelled') {
    const { matched, soldTicketIds } = await cancelTransferredTickets(
      email.emailId,
      customerId,
      raw,
      result.tickets,
      data,
    );
    return { ...base, extractionStatus: 'success', cancelledTicketIds: matched, soldTicketIds };
  }
  // Only confirmations and received transfers carry tickets to list.
  const extracted =
    result.class === 'ticket_confirmation' || result.class === 'transfer_received' ? result.tickets : [];
  const records = extracted.map((ticket, index) =>
    ticketRecordOf(email, customerId, ticket, index, result.needsReview),
  );
  const sameRow = await ticketsOfSameRows(records, data);
  // When the e-mail was first recorded: the tickets it may repeat were stored before that.
  const recordedAt = email.createdAt ?? email.receivedAt;
  const held = await heldByClaims(records, heldTicketsOf(records, sameRow, customerId, recordedAt), data);
  const alreadyHeld = held.filter((ticket): ticket is HeldTicket => ticket !== undefined);
  const newRecords = records.filter((_, index) => !held[index]);
  const options = { sameRow, firstRun: delivery.firstRun };
  const { stored, removed } = await storeTickets(email.emailId, newRecords, data, options);
  await removePendingListings(removed, data);
  const repeats =
    alreadyHeld.length > 0 ? { alreadyHeldTicketIds: alreadyHeld.map((ticket) => ticket.ticketId) } : {};
  if (records.length > 0 && newRecords.length === 0) {
    return { ...base, ...repeats, extractionStatus: 'duplicate', duplicateOf: firstHolderOf(alreadyHeld) };
  }
  await storePendingListings(customerId, stored, data);
  const expectedTickets = records.length > 0 || result.class === 'ticket_confirmation';
  // An e-mail read as no ticket mail still goes to review when the engine was unsure of that.
  const needsReview =
    stored.some((ticket) => ticket.needsReview) ||
    (stored.length === 0 && (expectedTickets || result.needsReview));
  return {
    ...base,
    ...repeats,
    extractionStatus: needsReview ? 'needs_review' : 'success',
    tickets: stored,
  };
}

type Decision = Outcome | { held: EmailHoldReason; customerId?: string | undefined };

async function decide(
  email: Email,
  delivery: Delivery,
  data: DataLayer,
): Promise<{ decision: Decision; customer?: User }> {
  const recipients = [...delivery.recipients, email.recipientEmail ?? ''];
  const settings = await extractionSettings(data);
  if (!settings.autoProcess && !delivery.manual) {
    // spec 001 §3 Extraction settings: recorded for its customer, processed when an admin presses Process.
    const customerId = (await resolveCustomer(recipients, data))?.customer.userId;
    return { decision: { held: 'autoProcess', customerId } };
  }

  const duplicateOf = await findDuplicateOf(email, data);
  if (duplicateOf) return { decision: { extractionStatus: 'duplicate', duplicateOf } };

  const resolved = await resolveCustomer(recipients, data);
  if (!resolved) return { decision: { extractionStatus: 'unassigned' } };
  const { customer } = resolved;
  const customerId = customer.userId;

  const quarantineReason = senderProblem(customer, {
    headerFrom: email.senderEmail,
    envelopeSender: delivery.envelopeSender,
    verdicts: delivery.verdicts,
  });
  if (quarantineReason) {
    return { decision: { extractionStatus: 'quarantined', customerId, quarantineReason }, customer };
  }

  if (!settings.autoExtract && !delivery.manual) return { decision: { held: 'autoExtract', customerId } };
  const outcome = await extractTickets(email, customerId, delivery, settings.confidenceThreshold, data);
  return { decision: outcome, customer };
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

async function recordedEmail(emailId: string, delivery: Delivery, data: DataLayer): Promise<Email> {
  if (delivery.email?.emailId === emailId) return delivery.email;
  const { data: email } = await data.emails.get({ emailId }).go({ consistent: true });
  if (!email) throw new EmailNotRecordedError(emailId);
  return email;
}

/**
 * The path of one recorded e-mail after parsing: (autoProcess gate) → de-duplicate → resolve the
 * customer from the transfer address → check the forwarder → (autoExtract gate) → classify and
 * extract → tickets and pending listings (those the customer does not hold yet), or a cancelled
 * transfer's take-back → the final status. Every write is keyed by the e-mail, so a retry or a
 * re-run rewrites the same items.
 */
export async function processEmail(
  emailId: string,
  delivery: Delivery,
  data: DataLayer = db(),
): Promise<ProcessResult> {
  const startedAt = Date.now();
  const email = await recordedEmail(emailId, delivery, data);
  const { decision: outcome, customer } = await decide(email, delivery, data);
  if ('held' in outcome) {
    await holdEmail(email, outcome.held, outcome.customerId, data);
    return { extractionStatus: 'pending', ticketCount: 0, notify: false };
  }
  const run = delivery.rerun ?? 0;
  await recordOutcome(email, { ...outcome, processingTime: Date.now() - startedAt, run }, data);
  const tickets: readonly Ticket[] = outcome.tickets ?? [];
  const notice = outcome.customerId && customer ? ticketsNoticeOf(customer, tickets) : undefined;
  return {
    extractionStatus: outcome.extractionStatus,
    ...(outcome.customerId ? { customerId: outcome.customerId } : {}),
    ticketCount: tickets.length,
    notify: Boolean(outcome.customerId) && tickets.length > 0,
    ...(notice ? { notice } : {}),
  };
}
