import type { AdminListing } from '../api/schemas';

// spec 001 §2.13, §4: the Tickets tab groups by status; grouping also recognises review, active and completed.

export type ListingGroupId = 'pending' | 'live' | 'sold' | 'other';

export interface ListingGroup {
  id: ListingGroupId;
  title: string;
  listings: AdminListing[];
}

const groupOfStatus: Record<string, ListingGroupId> = {
  pending: 'pending',
  review: 'pending',
  listed: 'live',
  active: 'live',
  sold: 'sold',
  completed: 'sold',
};

const titles: Record<ListingGroupId, string> = {
  pending: 'Pending Review',
  live: 'Live Listings',
  sold: 'Sold Tickets',
  other: 'Other',
};

/** The four groups in the spec's order, each keeping the server's order (newest first). */
export function groupListings(listings: readonly AdminListing[]): ListingGroup[] {
  const order: ListingGroupId[] = ['pending', 'live', 'sold', 'other'];
  return order.map((id) => ({
    id,
    title: titles[id],
    listings: listings.filter((listing) => (groupOfStatus[listing.status.toLowerCase()] ?? 'other') === id),
  }));
}

/** "pending" → "Pending". */
export const statusLabel = (status: string): string =>
  status ? status.charAt(0).toUpperCase() + status.slice(1).toLowerCase() : 'Unknown';
