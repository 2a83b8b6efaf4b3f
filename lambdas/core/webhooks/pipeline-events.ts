import type { Email, EmailClassification, EmailExtractionStatus } from '../db/entities/email.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import type { EventBody } from './outbox.ts';

/** `email.received`: a forwarded e-mail for a customer reached its final state (README.md). */
export interface EmailReceivedData extends Record<string, unknown> {
  emailId: string;
  customerId: string;
  receivedAt: string;
  subject: string;
  senderEmail: string;
  recipientEmail: string;
  extractionStatus: Exclude<EmailExtractionStatus, 'pending'>;
  classification: EmailClassification | null;
  cancelledTransfer: boolean;
  ticketIds: string[];
}

/** `ticket.created`: a ticket extracted from a forwarded e-mail (README.md). Its listing has the same id. */
export interface TicketCreatedData extends Record<string, unknown> {
  ticketId: string;
  listingId: string;
  emailId: string;
  customerId: string | null;
  eventName: string;
  eventDate: string | null;
  venue: string | null;
  section: string | null;
  row: string | null;
  seats: string | null;
  quantity: number;
  extractionConfidence: number;
  needsReview: boolean;
}

export function emailReceivedEvent(
  email: Email,
  outcome: Pick<EmailReceivedData, 'customerId' | 'extractionStatus' | 'ticketIds'> & {
    classification?: EmailClassification | undefined;
  },
): EventBody<EmailReceivedData> {
  return {
    type: 'email.received',
    timestamp: email.receivedAt,
    data: {
      emailId: email.emailId,
      customerId: outcome.customerId,
      receivedAt: email.receivedAt,
      subject: email.subject ?? '',
      senderEmail: email.senderEmail ?? '',
      recipientEmail: email.recipientEmail ?? '',
      extractionStatus: outcome.extractionStatus,
      classification: outcome.classification ?? null,
      cancelledTransfer: outcome.classification === 'transfer_cancelled',
      ticketIds: outcome.ticketIds,
    },
  };
}

export function ticketCreatedEvent(ticket: Ticket): EventBody<TicketCreatedData> {
  return {
    type: 'ticket.created',
    timestamp: ticket.createdAt,
    data: {
      ticketId: ticket.ticketId,
      listingId: ticket.ticketId,
      emailId: ticket.emailId,
      customerId: ticket.customerId ?? null,
      eventName: ticket.eventName,
      eventDate: ticket.eventDate ?? null,
      venue: ticket.venue ?? null,
      section: ticket.section ?? null,
      row: ticket.row ?? null,
      seats: ticket.seats ?? null,
      quantity: ticket.quantity,
      extractionConfidence: ticket.extractionConfidence,
      needsReview: ticket.needsReview,
    },
  };
}
