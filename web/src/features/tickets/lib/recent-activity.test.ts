import { describe, expect, it } from 'vitest';

import type { CustomerTicket } from '../api/get-tickets';
import { recentActivity } from './recent-activity';

const ticket = (id: string, status: CustomerTicket['status'], at: string): CustomerTicket => ({
  id,
  eventName: `Event ${id}`,
  venue: null,
  eventDate: null,
  section: null,
  row: null,
  seats: null,
  quantity: 1,
  status,
  listedPrice: null,
  floorPrice: null,
  soldPrice: status === 'sold' ? 12_000 : null,
  underReview: false,
  createdAt: at,
  statusChangedAt: at,
});

describe('recent activity', () => {
  it('orders by when each ticket entered its state, newest first, 2 per kind, at most 5', () => {
    const items = recentActivity({
      pending: [
        ticket('p1', 'pending', '2026-11-20T10:00:00Z'),
        ticket('p2', 'pending', '2026-11-19T10:00:00Z'),
      ],
      live: [ticket('l1', 'listed', '2026-11-21T09:00:00Z'), ticket('l2', 'listed', '2026-11-18T09:00:00Z')],
      sold: [
        ticket('s1', 'sold', '2026-11-17T08:00:00Z'),
        ticket('s2', 'sold', '2026-11-16T08:00:00Z'),
        ticket('s3', 'sold', '2026-11-22T08:00:00Z'),
      ],
    });
    expect(items.map((item) => item.id)).toEqual([
      'listed-l1',
      'received-p1',
      'received-p2',
      'listed-l2',
      'sold-s1',
    ]);
    expect(items[4]).toMatchObject({ title: 'Ticket Sold', message: 'Event s1 sold for $120.00' });
  });
});
