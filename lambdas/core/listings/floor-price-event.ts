import type { Listing } from '../db/entities/listing.ts';
import type { EventBody } from '../webhooks/outbox.ts';

/** `listing.floor_price_changed` (lambdas/core/webhooks/README.md): a live listing's new floor price, cents. */
export interface FloorPriceChangedData extends Record<string, unknown> {
  listingId: string;
  ticketId: string | null;
  eventName: string;
  floorPriceCents: number;
  previousFloorPriceCents: number | null;
  changedAt: string;
}

/** One event per change: the subject names the listing and the time of the write. */
export const floorPriceChangeSubject = (listing: Listing): string =>
  `${listing.listingId}@${listing.updatedAt}`;

export function floorPriceChangedEvent(
  listing: Listing,
  previousFloorPriceCents: number | undefined,
): EventBody<FloorPriceChangedData> {
  return {
    type: 'listing.floor_price_changed',
    timestamp: listing.updatedAt,
    data: {
      listingId: listing.listingId,
      ticketId: listing.ticketId ?? null,
      eventName: listing.eventName,
      floorPriceCents: listing.floorPrice ?? 0,
      previousFloorPriceCents: previousFloorPriceCents ?? null,
      changedAt: listing.updatedAt,
    },
  };
}
