import { describe, expect, it } from 'vitest';
import { pageOfSorted } from '../../../lambdas/core/admin-tickets/list-tickets.ts';
import { matchesFilter, sortTickets } from '../../../lambdas/core/admin-tickets/ticket-order.ts';
import type { Ticket } from '../../../lambdas/core/db/entities/ticket.ts';

const ticket = (ticketId: string, eventDate: string | undefined, extractionConfidence: number): Ticket =>
  ({ ticketId, eventDate, extractionConfidence, manuallyVerified: false, needsReview: false }) as Ticket;

const tickets = [
  ticket('m~0', '2026-05-01T20:00:00-04:00', 50),
  ticket('m~1', undefined, 99),
  ticket('m~2', '2026-05-01T23:30:00Z', 10),
  ticket('m~3', '2027-01-01T00:00:00Z', 50),
];

describe('ticket order', () => {
  it('sorts by the UTC instant of the event, undated last when newest first', () => {
    expect(sortTickets(tickets, 'date_desc').map((item) => item.ticketId)).toEqual([
      'm~3',
      'm~0',
      'm~2',
      'm~1',
    ]);
    expect(sortTickets(tickets, 'date_asc').map((item) => item.ticketId)).toEqual([
      'm~1',
      'm~2',
      'm~0',
      'm~3',
    ]);
  });

  it('sorts by confidence with the id as tie-breaker', () => {
    expect(sortTickets(tickets, 'confidence_desc').map((item) => item.ticketId)).toEqual([
      'm~1',
      'm~3',
      'm~0',
      'm~2',
    ]);
    expect(sortTickets(tickets, 'confidence_asc').map((item) => item.ticketId)).toEqual([
      'm~2',
      'm~0',
      'm~3',
      'm~1',
    ]);
  });

  it('pages an in-memory order with a cursor that names the last place', () => {
    const first = pageOfSorted(tickets, 'confidence_desc', { limit: 3 });
    const second = pageOfSorted(tickets, 'confidence_desc', { limit: 3, cursor: first.nextCursor! });

    expect(first.items.map((item) => item.ticketId)).toEqual(['m~1', 'm~3', 'm~0']);
    expect(second.items.map((item) => item.ticketId)).toEqual(['m~2']);
    expect(second.nextCursor).toBeNull();
  });

  it('applies the filters as the indexes do', () => {
    const verified = { manuallyVerified: true, needsReview: false, extractionConfidence: 90 };
    expect(matchesFilter(verified, 'verified')).toBe(true);
    expect(matchesFilter({ ...verified, needsReview: true }, 'verified')).toBe(false);
    expect(matchesFilter(verified, 'high_confidence')).toBe(true);
    expect(matchesFilter({ ...verified, extractionConfidence: 89 }, 'high_confidence')).toBe(false);
  });
});
