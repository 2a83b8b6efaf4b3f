import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import { incrementCounter } from '../db/counters.ts';
import type { Email, EmailClassification, EmailExtractionStatus } from '../db/entities/email.ts';
import type { NewProcessingRecord } from '../db/entities/processing-record.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { applyOutcomeEffects } from './outcome-effects.ts';

/** Counts processing records once each (the Processing History total, spec 001 §2.7). */
export const PROCESSING_RECORDS_COUNTER = 'processingRecords';

export interface Outcome {
  extractionStatus: Exclude<EmailExtractionStatus, 'pending'>;
  customerId?: string | undefined;
  classification?: EmailClassification | undefined;
  confidence?: number | undefined;
  tickets?: readonly Ticket[];
  duplicateOf?: string | undefined;
  quarantineReason?: string | undefined;
  error?: string | undefined;
  modelVersion?: string | undefined;
  /** Tickets of earlier e-mails that a cancelled transfer took back. */
  cancelledTicketIds?: readonly string[] | undefined;
  /** Of those, the tickets already sold: the sale stands and the listing is flagged for an admin. */
  soldTicketIds?: readonly string[] | undefined;
  /** Tickets the customer already held from earlier e-mails, so not listed again (a re-forward). */
  alreadyHeldTicketIds?: readonly string[] | undefined;
  /** Milliseconds since the step began. */
  processingTime?: number | undefined;
  /** The pipeline run (0 the delivery, n the n-th Process / Reprocess); `POST …/process` waits for it. */
  run?: number | undefined;
}

// Failed e-mails stay under "Unprocessed" (with a Process button); every other outcome is final.
const isProcessed = (status: Outcome['extractionStatus']): boolean => status !== 'failed';

function ticketInfoOf(ticket: Ticket | undefined): NewProcessingRecord['ticketInfo'] {
  if (!ticket) return undefined;
  return {
    eventName: ticket.eventName,
    ...(ticket.venue ? { venue: ticket.venue } : {}),
    ...(ticket.eventDate ? { eventDate: ticket.eventDate } : {}),
    ...(ticket.section ? { section: ticket.section } : {}),
    ...(ticket.row ? { row: ticket.row } : {}),
    ...(ticket.seats ? { seats: ticket.seats } : {}),
    quantity: ticket.quantity,
  };
}

/** Writes the processing record of the e-mail's latest run; the history total counts each e-mail once. */
async function writeProcessingRecord(record: NewProcessingRecord, data: DataLayer): Promise<void> {
  const created = await unlessConditionFails(() => data.processingRecords.create(record).go());
  if (created) {
    await incrementCounter(PROCESSING_RECORDS_COUNTER, 1, { data });
    return;
  }
  await data.processingRecords.put(record).go();
}

/** Outcome attributes on the Email; an outcome that does not set one removes what an earlier run left. */
const OUTCOME_ATTRIBUTES = [
  'error',
  'duplicateOf',
  'quarantineReason',
  'classification',
  'confidence',
  'cancelledTicketIds',
  'soldTicketIds',
  'alreadyHeldTicketIds',
] as const;

/**
 * Records how the e-mail ended: its Processing History row, then its final status on the Email
 * (processed, classification, the cancelled-transfer flag, confidence, ticket count, error, the run),
 * then the model counters and webhook events (outcome-effects.ts). Plain overwrites keyed by the
 * e-mail, so a retried step writes the same items. The Email write needs no read of its current
 * state: attributes of an earlier outcome are removed by name (removing a missing one does nothing),
 * and the once-only model-counter marks are set with `if_not_exists` in the same write, whose old
 * values tell whether this run is the one that counts.
 */
export async function recordOutcome(email: Email, outcome: Outcome, data: DataLayer = db()): Promise<void> {
  const processedAt = new Date().toISOString();
  const tickets = outcome.tickets ?? [];
  const processed = isProcessed(outcome.extractionStatus);
  const engineRan = Boolean(outcome.modelVersion);
  const engineRead = engineRan && outcome.extractionStatus !== 'failed';
  const removed = [...OUTCOME_ATTRIBUTES.filter((name) => outcome[name] === undefined), 'heldBy' as const];
  const ticketInfo = ticketInfoOf(tickets[0]);
  const extractionError = outcome.error ?? outcome.quarantineReason;
  // The row before the Email: once the Email shows the outcome (what the screens and `…/process`
  // wait for), the history shows it too.
  await writeProcessingRecord(
    {
      emailId: email.emailId,
      processedAt,
      receivedAt: email.receivedAt,
      ...(outcome.customerId ? { customerId: outcome.customerId } : {}),
      ...(email.sender ? { sender: email.sender } : {}),
      ...(email.senderEmail ? { senderEmail: email.senderEmail } : {}),
      ...(email.subject ? { subject: email.subject } : {}),
      ...(email.snippet ? { snippet: email.snippet } : {}),
      extractionStatus: outcome.extractionStatus,
      ...(outcome.confidence === undefined ? {} : { confidence: outcome.confidence }),
      ...(outcome.processingTime === undefined ? {} : { processingTime: outcome.processingTime }),
      ticketCount: tickets.length,
      ...(ticketInfo ? { ticketInfo } : {}),
      ...(extractionError ? { extractionError } : {}),
      ...(outcome.modelVersion ? { modelVersion: outcome.modelVersion } : {}),
    },
    data,
  );

  const { data: before } = await data.emails
    .patch({ emailId: email.emailId })
    // receivedAt is read-only but part of the keys that processed and cancelledTransfer rewrite.
    .composite({ receivedAt: email.receivedAt })
    .set({
      extractionStatus: outcome.extractionStatus,
      processed,
      cancelledTransfer: outcome.classification === 'transfer_cancelled',
      ticketCount: tickets.length,
      outcomeRun: outcome.run ?? 0,
      ...(processed ? { processedAt } : {}),
      ...(outcome.customerId ? { customerId: outcome.customerId } : {}),
      ...(outcome.classification ? { classification: outcome.classification } : {}),
      ...(outcome.confidence === undefined ? {} : { confidence: outcome.confidence }),
      ...(outcome.duplicateOf ? { duplicateOf: outcome.duplicateOf } : {}),
      ...(outcome.quarantineReason ? { quarantineReason: outcome.quarantineReason } : {}),
      ...(outcome.error ? { error: outcome.error } : {}),
      ...(outcome.cancelledTicketIds ? { cancelledTicketIds: [...outcome.cancelledTicketIds] } : {}),
      ...(outcome.soldTicketIds ? { soldTicketIds: [...outcome.soldTicketIds] } : {}),
      ...(outcome.alreadyHeldTicketIds ? { alreadyHeldTicketIds: [...outcome.alreadyHeldTicketIds] } : {}),
    })
    .remove(removed)
    .data((attributes, { ifNotExists }) => {
      if (engineRan) ifNotExists(attributes.countedProcessedAt, processedAt);
      if (engineRead) ifNotExists(attributes.countedSuccessAt, processedAt);
    })
    .go({ response: 'updated_old' });

  await applyOutcomeEffects(
    email,
    outcome,
    {
      processed: engineRan && before.countedProcessedAt === undefined,
      successful: engineRead && before.countedSuccessAt === undefined,
    },
    data,
  );
}
