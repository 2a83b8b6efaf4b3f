import type { Listing } from '../db/entities/listing.ts';

/** A customer's consignment ticket as the admin console shows it (contract "AdminListing"); cents. */
export const toAdminListingView = (listing: Listing) => ({
  id: listing.listingId,
  customerId: listing.customerId,
  ticketId: listing.ticketId ?? null,
  status: listing.status,
  eventName: listing.eventName,
  eventDate: listing.eventDate ?? null,
  venue: listing.venue ?? null,
  section: listing.section ?? null,
  row: listing.row ?? null,
  seats: listing.seats ?? null,
  quantity: listing.quantity,
  listedPrice: listing.listedPrice ?? null,
  floorPrice: listing.floorPrice ?? null,
  soldPrice: listing.soldPrice ?? null,
  underReview: listing.underReview,
  statusHistory: listing.statusHistory,
  floorPriceHistory: listing.floorPriceHistory ?? [],
  pendingSale: listing.pendingSale ?? null,
  /** Something after the sale an admin must look at (a cancelled transfer); resolvedAt once handled. */
  saleAttention: listing.saleAttention ?? null,
  createdAt: listing.createdAt,
  updatedAt: listing.updatedAt,
});

export type AdminListingView = ReturnType<typeof toAdminListingView>;
