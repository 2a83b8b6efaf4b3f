import type { Listing } from '../db/entities/listing.ts';

/** spec 000 §3 Ticket (customer view); prices in cents (DESIGN §4), plus DESIGN §6.13's review flag. */
export interface CustomerTicketView {
  id: string;
  eventName: string;
  venue: string | null;
  eventDate: string | null;
  section: string | null;
  row: string | null;
  seats: string | null;
  quantity: number;
  status: Listing['status'];
  listedPrice: number | null;
  floorPrice: number | null;
  soldPrice: number | null;
  underReview: boolean;
  createdAt: string;
  /** When the listing entered its current status (the dashboard's activity feed orders by it). */
  statusChangedAt: string;
  /** A sale below the floor price waiting for the seller's Accept / Decline (issue 9); cents. */
  pendingSale: { priceCents: number; requestedAt: string } | null;
}

export const toCustomerTicketView = (listing: Listing): CustomerTicketView => ({
  id: listing.listingId,
  eventName: listing.eventName,
  venue: listing.venue ?? null,
  eventDate: listing.eventDate ?? null,
  section: listing.section ?? null,
  row: listing.row ?? null,
  seats: listing.seats ?? null,
  quantity: listing.quantity,
  status: listing.status,
  listedPrice: listing.listedPrice ?? null,
  floorPrice: listing.floorPrice ?? null,
  soldPrice: listing.soldPrice ?? null,
  underReview: listing.underReview,
  createdAt: listing.createdAt,
  statusChangedAt: listing.lastStatusUpdate ?? listing.createdAt,
  pendingSale: listing.pendingSale
    ? { priceCents: listing.pendingSale.price, requestedAt: listing.pendingSale.requestedAt }
    : null,
});
