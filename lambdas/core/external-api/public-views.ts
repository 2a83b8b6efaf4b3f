import type { Email } from '../db/entities/email.ts';
import type { Listing } from '../db/entities/listing.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import type { PublicEmail, PublicListing, PublicTicket, PublicTicketStatus } from './schemas.ts';

/**
 * The public views of the external API: a shape of their own (schemas.ts), so the admin screens can
 * change theirs without breaking integrations.
 */

const seatList = (seats: string | undefined): string[] =>
  (seats ?? '')
    .split(',')
    .map((seat) => seat.trim())
    .filter(Boolean);

/** As the admin lists count them: verified = checked by a person and not flagged again. */
export const ticketStatusOf = (
  ticket: Pick<Ticket, 'needsReview' | 'manuallyVerified'>,
): PublicTicketStatus =>
  ticket.needsReview ? 'needs_review' : ticket.manuallyVerified ? 'verified' : 'unverified';

export const toPublicTicket = (ticket: Ticket): PublicTicket => ({
  id: ticket.ticketId,
  emailId: ticket.emailId,
  customerId: ticket.customerId ?? null,
  status: ticketStatusOf(ticket),
  eventName: ticket.eventName,
  eventDate: ticket.eventDate ?? null,
  venue: ticket.venue ?? null,
  section: ticket.section ?? null,
  row: ticket.row ?? null,
  seats: seatList(ticket.seats),
  quantity: ticket.quantity,
  orderNumber: ticket.orderNumber ?? null,
  confidence: ticket.extractionConfidence,
  cancelled: ticket.cancelled,
  possibleDuplicateOf: ticket.possibleDuplicateOf ?? null,
  verifiedAt: ticket.manuallyVerified ? (ticket.verifiedAt ?? null) : null,
  createdAt: ticket.createdAt,
  updatedAt: ticket.updatedAt,
});

export const toPublicEmail = (email: Email): PublicEmail => ({
  id: email.emailId,
  status: email.extractionStatus,
  source: email.source,
  messageId: email.messageId ?? null,
  from: { name: email.sender ?? '', email: email.senderEmail ?? '' },
  recipient: email.recipientEmail ?? email.recipient ?? '',
  subject: email.subject ?? '',
  snippet: email.snippet ?? '',
  customerId: email.customerId ?? null,
  classification: email.classification ?? null,
  confidence: email.confidence ?? null,
  ticketCount: email.ticketCount ?? 0,
  duplicateOf: email.duplicateOf ?? null,
  quarantineReason: email.quarantineReason ?? null,
  error: email.error ?? null,
  receivedAt: email.receivedAt,
  processedAt: email.processedAt ?? null,
});

export const toPublicListing = (listing: Listing): PublicListing => ({
  id: listing.listingId,
  customerId: listing.customerId,
  ticketId: listing.ticketId ?? null,
  status: listing.status,
  underReview: listing.underReview,
  eventName: listing.eventName,
  eventDate: listing.eventDate ?? null,
  venue: listing.venue ?? null,
  section: listing.section ?? null,
  row: listing.row ?? null,
  seats: seatList(listing.seats),
  quantity: listing.quantity,
  askingPriceCents: listing.askingPrice ?? null,
  listedPriceCents: listing.listedPrice ?? null,
  floorPriceCents: listing.floorPrice ?? null,
  soldPriceCents: listing.soldPrice ?? listing.finalSalePrice ?? null,
  commissionPercent: listing.commission,
  listedAt: listing.listedAt ?? null,
  soldAt: listing.soldAt ?? null,
  cancelledAt: listing.cancelledAt ?? null,
  createdAt: listing.createdAt,
  updatedAt: listing.updatedAt,
});
