import type { Email } from '../db/entities/email.ts';
import type { ProcessingRecord } from '../db/entities/processing-record.ts';

/**
 * spec 001 §3 Email as the admin lists show it, plus what the pipeline decided. The raw content stays
 * in S3 (DESIGN §4): lists carry the snippet, not `rawContent`.
 */
export const toEmailView = (email: Email) => ({
  id: email.emailId,
  emailId: email.emailId,
  messageId: email.messageId ?? null,
  /** How it came: forwarded to a transfer address (SES/SMTP) or taken from the connected Gmail mailbox. */
  source: email.source,
  sender: email.sender ?? '',
  senderEmail: email.senderEmail ?? '',
  recipient: email.recipient ?? '',
  recipientEmail: email.recipientEmail ?? '',
  subject: email.subject ?? '',
  receivedAt: email.receivedAt,
  snippet: email.snippet ?? '',
  processed: email.processed,
  processedAt: email.processedAt ?? null,
  extractionStatus: email.extractionStatus,
  classification: email.classification ?? null,
  confidence: email.confidence ?? null,
  cancelledTransfer: email.cancelledTransfer,
  customerId: email.customerId ?? null,
  ticketCount: email.ticketCount ?? 0,
  duplicateOf: email.duplicateOf ?? null,
  quarantineReason: email.quarantineReason ?? null,
  error: email.error ?? null,
  heldBy: email.heldBy ?? null,
  cancelledTicketIds: email.cancelledTicketIds ?? [],
  /** Matched tickets that were already sold (the sale stands; an admin must look at it). */
  soldTicketIds: email.soldTicketIds ?? [],
});

/** spec 001 §3 Processing history item (the raw content is read per e-mail, not in the page). */
export const toHistoryItem = (record: ProcessingRecord) => ({
  id: record.emailId,
  emailId: record.emailId,
  processedAt: record.processedAt,
  receivedAt: record.receivedAt ?? null,
  senderEmail: record.senderEmail ?? '',
  sender: record.sender ?? '',
  subject: record.subject ?? '',
  extractionStatus: record.extractionStatus,
  confidence: record.confidence ?? null,
  processingTime: record.processingTime ?? null,
  ticketInfo: record.ticketInfo ?? null,
  snippet: record.snippet ?? '',
  extractionError: record.extractionError ?? null,
});
