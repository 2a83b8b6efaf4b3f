import { CustomAttributeType, Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  createdAtAttribute,
  generatedIdAttribute,
  isNonNegativeInteger,
  isPercent,
  normaliseEmail,
  updatedAtAttribute,
} from './attributes.ts';

export const emailExtractionStatuses = [
  'pending',
  'success',
  'failed',
  'needs_review',
  'quarantined',
  'unassigned',
  'duplicate',
] as const;

/** DESIGN §5: what the classifier decided the e-mail is. */
export const emailClassifications = [
  'ticket_confirmation',
  'transfer_received',
  'transfer_cancelled',
  'other',
] as const;

export const emailSources = ['inbound', 'gmail', 'api'] as const;
export type EmailSource = (typeof emailSources)[number];

/** The extraction setting that keeps an e-mail unprocessed until an admin presses Process (spec 001 §3). */
export const emailHoldReasons = ['autoProcess', 'autoExtract'] as const;

/**
 * An inbound e-mail (spec 001 §3 Email plus what the pipeline records). The raw MIME stays in S3
 * (`rawS3Key`); content shown to admins is read from there. `emailId` should be deterministic (the
 * inbound message id of SES / the local SMTP server, or the Gmail message id) so a retried pipeline
 * step writes the same item.
 */
export const createEmailEntity = () =>
  new Entity({
    model: { entity: 'email', version: '1', service: SERVICE_NAME },
    attributes: {
      emailId: generatedIdAttribute,
      source: { type: emailSources, required: true, default: 'inbound' },
      /** RFC 5322 Message-ID header; de-duplication claims it as a UniqueValue of kind messageId. */
      messageId: { type: 'string' },
      rawS3Key: { type: 'string' },
      rawSha256: { type: 'string' },
      sizeBytes: { type: 'number', validate: isNonNegativeInteger },
      customerId: { type: 'string' },
      sender: { type: 'string' },
      senderEmail: { type: 'string', set: normaliseEmail },
      /** SMTP MAIL FROM of the delivery (SES `mail.source`); kept so a re-run checks the same forwarder. */
      envelopeSender: { type: 'string', set: normaliseEmail },
      recipient: { type: 'string' },
      recipientEmail: { type: 'string', set: normaliseEmail },
      subject: { type: 'string' },
      snippet: { type: 'string' },
      receivedAt: { type: 'string', required: true, readOnly: true },
      processed: { type: 'boolean', required: true, default: false },
      processedAt: { type: 'string' },
      extractionStatus: { type: emailExtractionStatuses, required: true, default: 'pending' },
      classification: { type: emailClassifications },
      cancelledTransfer: { type: 'boolean', required: true, default: false },
      quarantineReason: { type: 'string' },
      /** The emailId this one repeats (same Message-ID or same raw bytes). */
      duplicateOf: { type: 'string' },
      confidence: { type: 'number', validate: isPercent },
      ticketCount: { type: 'number', validate: isNonNegativeInteger },
      /** SES receipt verdicts (spf, dkim, dmarc, spam, virus) where authentication checks ran. */
      verdicts: { type: CustomAttributeType<Record<string, string>>('any') },
      error: { type: 'string' },
      /** Set while the e-mail waits for an admin's Process because a setting is off; removed by the outcome. */
      heldBy: { type: emailHoldReasons },
      /** The pipeline run that recorded the current outcome: 0 the delivery, n the n-th Process / Reprocess. */
      outcomeRun: { type: 'number', validate: isNonNegativeInteger },
      /** Tickets a cancelled-transfer e-mail took back (marked cancelled). */
      cancelledTicketIds: { type: 'list', items: { type: 'string' } },
      /** Of those, the tickets already sold: not undone, flagged for an admin (issue 9). */
      soldTicketIds: { type: 'list', items: { type: 'string' } },
      /** Tickets the customer already held from earlier e-mails, so not listed again (a re-forward). */
      alreadyHeldTicketIds: { type: 'list', items: { type: 'string' } },
      /** Once-only marks of the model's counters (MlPerformance processedEmails / successfulExtractions). */
      countedProcessedAt: { type: 'string' },
      countedSuccessAt: { type: 'string' },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['emailId'] },
        sk: { field: 'sk', composite: [] },
      },
      emailsByReceivedAt: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#emails' },
        sk: { field: 'gsi1sk', composite: ['receivedAt'] },
      },
      /** The Unprocessed / Processed filters of the Incoming Emails screen. */
      emailsByProcessed: {
        index: 'gsi2',
        pk: {
          field: 'gsi2pk',
          composite: ['processed'],
          template: '$ticketrelay#emails#processed_${processed}',
        },
        sk: { field: 'gsi2sk', composite: ['receivedAt'] },
      },
      /** Sparse: only cancelled-transfer notices are in it. Writes of cancelledTransfer must supply receivedAt. */
      cancelledTransfers: {
        index: 'gsi3',
        condition: (item) => item.cancelledTransfer === true,
        pk: {
          field: 'gsi3pk',
          composite: ['cancelledTransfer'],
          template: '$ticketrelay#emails#cancelled_${cancelledTransfer}',
        },
        sk: { field: 'gsi3sk', composite: ['receivedAt'] },
      },
      /** Sparse: only e-mails whose raw bytes were hashed. */
      emailsByRawSha256: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['rawSha256'] },
        sk: { field: 'gsi4sk', composite: [] },
      },
    },
  });

export type EmailEntity = ReturnType<typeof createEmailEntity>;
export type Email = EntityItem<EmailEntity>;
export type NewEmail = CreateEntityItem<EmailEntity>;
export type EmailExtractionStatus = (typeof emailExtractionStatuses)[number];
export type EmailClassification = (typeof emailClassifications)[number];
export type EmailHoldReason = (typeof emailHoldReasons)[number];
