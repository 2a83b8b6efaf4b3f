import { formatCents } from '@/lib/money';

import type { CustomerTicket } from '../api/get-tickets';

export interface ActivityItem {
  id: string;
  kind: 'sold' | 'listed' | 'received';
  title: 'Ticket Sold' | 'Ticket Listed' | 'Ticket Received';
  message: string;
  /** When the ticket entered its state, when the server says so. */
  at: string | null;
}

/** spec 000 §9: the feed shows at most 5 items, 2 per kind. */
export const ACTIVITY_MAX = 5;
const PER_KIND = 2;

const rank = { sold: 0, listed: 1, received: 2 } as const;

const stamp = (ticket: CustomerTicket): string | null => ticket.statusChangedAt ?? ticket.createdAt ?? null;

/**
 * spec 000 §3: the dashboard's own activity feed from the latest 2 sold, 2 listed and 2 pending
 * tickets, newest first, at most 5. The server's status-change times replace the spec's synthetic
 * ones; without them sold comes before listed before received.
 */
export function recentActivity(lists: {
  pending: readonly CustomerTicket[];
  live: readonly CustomerTicket[];
  sold: readonly CustomerTicket[];
}): ActivityItem[] {
  const items: ActivityItem[] = [
    ...lists.sold.slice(0, PER_KIND).map((ticket) => ({
      id: `sold-${ticket.id}`,
      kind: 'sold' as const,
      title: 'Ticket Sold' as const,
      message: `${ticket.eventName} sold for ${ticket.soldPrice === null ? 'Price TBD' : formatCents(ticket.soldPrice)}`,
      at: stamp(ticket),
    })),
    ...lists.live.slice(0, PER_KIND).map((ticket) => ({
      id: `listed-${ticket.id}`,
      kind: 'listed' as const,
      title: 'Ticket Listed' as const,
      message: `${ticket.eventName} is now live`,
      at: stamp(ticket),
    })),
    ...lists.pending.slice(0, PER_KIND).map((ticket) => ({
      id: `received-${ticket.id}`,
      kind: 'received' as const,
      title: 'Ticket Received' as const,
      message: `${ticket.eventName} · Awaiting approval`,
      at: stamp(ticket),
    })),
  ];
  return items
    .sort((a, b) => {
      if (a.at && b.at && a.at !== b.at) return b.at.localeCompare(a.at);
      return rank[a.kind] - rank[b.kind];
    })
    .slice(0, ACTIVITY_MAX);
}
