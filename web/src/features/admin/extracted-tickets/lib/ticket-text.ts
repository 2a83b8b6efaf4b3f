import { formatEventDate } from '@/features/tickets/lib/ticket-display';

import type { AdminTicket } from '../api/admin-ticket';

/** spec 001 §4 Ticket confidence badge. */
export type ConfidenceLevel = 'verified' | 'high' | 'medium' | 'low';

export function confidenceLevel(
  ticket: Pick<AdminTicket, 'manuallyVerified' | 'extractionConfidence'>,
): ConfidenceLevel {
  if (ticket.manuallyVerified) return 'verified';
  if (ticket.extractionConfidence >= 90) return 'high';
  if (ticket.extractionConfidence >= 70) return 'medium';
  return 'low';
}

export const confidenceLabels: Record<ConfidenceLevel, string> = {
  verified: 'Verified',
  high: 'High Confidence',
  medium: 'Medium Confidence',
  low: 'Low Confidence',
};

/** The event's date in the venue's wall-clock time, or 'Date not available'. */
export const eventDateText = (eventDate: string | null) =>
  eventDate ? formatEventDate(eventDate) : 'Date not available';

const orDash = (value: string | null | undefined) => (value?.trim() ? value.trim() : '—');

/** 'Section x, Row y, Seats z' (spec 001 §2.6). */
export const seatsText = (ticket: Pick<AdminTicket, 'section' | 'row' | 'seats'>) =>
  `Section ${orDash(ticket.section)}, Row ${orDash(ticket.row)}, Seats ${orDash(ticket.seats)}`;

/** 'N ticket' / 'N tickets'. */
export const quantityText = (quantity: number | null | undefined) => {
  const count = quantity ?? 1;
  return `${count} ${count === 1 ? 'ticket' : 'tickets'}`;
};

const receivedFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When the e-mail arrived, in the viewer's time; 'unknown date' when it is not known. */
export function receivedText(receivedAt: string | null | undefined): string {
  const date = receivedAt ? new Date(receivedAt) : undefined;
  return date && !Number.isNaN(date.getTime()) ? receivedFormat.format(date) : 'unknown date';
}

const person = (name: string | null | undefined, address: string | null | undefined) =>
  name?.trim() || address?.trim() || 'unknown';

export const senderText = (ticket: Pick<AdminTicket, 'sender' | 'senderEmail'>) =>
  person(ticket.sender, ticket.senderEmail);

export const recipientText = (ticket: Pick<AdminTicket, 'recipient' | 'recipientEmail'>) =>
  person(ticket.recipient, ticket.recipientEmail);

/** 'Extracted from email sent by {sender} to {recipient} on {date}' (spec 001 §2.6). */
export const sourceText = (ticket: AdminTicket) =>
  `Extracted from email sent by ${senderText(ticket)} to ${recipientText(ticket)} on ${receivedText(ticket.receivedAt)}`;

/** Extraction Info's processing status text (spec 001 §2.6). */
export function processingStatusText(ticket: Pick<AdminTicket, 'manuallyVerified' | 'needsReview'>) {
  if (ticket.manuallyVerified) return 'Manually verified';
  if (ticket.needsReview) return 'Needs review';
  return 'Automatically extracted';
}
