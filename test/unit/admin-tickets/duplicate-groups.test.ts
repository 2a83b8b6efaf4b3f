import { describe, expect, it } from 'vitest';
import {
  groupDuplicates,
  isDoubleSale,
  removableDuplicates,
  type DuplicateCandidate,
} from '../../../lambdas/core/admin-tickets/duplicate-groups.ts';

const ticket = (
  ticketId: string,
  createdAt: string,
  fields: Partial<DuplicateCandidate> = {},
): DuplicateCandidate => ({
  ticketId,
  createdAt,
  fingerprint: 'show|2026-12-21|120|n',
  seats: '5,6',
  ...fields,
});

describe('duplicate groups (DESIGN §6.20)', () => {
  it('groups the same row with overlapping seats, oldest first, and chains overlaps into one group', () => {
    const groups = groupDuplicates([
      ticket('c', '2026-01-03', { seats: '7,8', customerId: 'z' }),
      ticket('a', '2026-01-01', { seats: '5,6', customerId: 'x' }),
      ticket('b', '2026-01-02', { seats: '6-7', customerId: 'y' }),
      ticket('d', '2026-01-04', { seats: '20' }),
    ]);

    expect(groups.map((group) => group.map((item) => item.ticketId))).toEqual([['a', 'b', 'c']]);
  });

  it('keeps other rows, cancelled tickets and tickets without a fingerprint out', () => {
    const groups = groupDuplicates([
      ticket('a', '2026-01-01'),
      ticket('b', '2026-01-02', { fingerprint: 'show|2026-12-21|120|m' }),
      ticket('c', '2026-01-03', { cancelled: true }),
      ticket('d', '2026-01-04', { fingerprint: undefined }),
    ]);

    expect(groups).toEqual([]);
  });

  it('counts tickets without seats in the same row as the same seats', () => {
    const groups = groupDuplicates([
      ticket('a', '2026-01-01', { seats: '' }),
      ticket('b', '2026-01-02', { seats: undefined }),
    ]);

    expect(groups).toHaveLength(1);
  });

  it('orders groups by their first ticket and names what "remove all" takes', () => {
    const groups = groupDuplicates([
      ticket('late-1', '2026-02-01', { fingerprint: 'other' }),
      ticket('late-2', '2026-02-02', { fingerprint: 'other' }),
      ticket('early-1', '2026-01-01'),
      ticket('early-2', '2026-01-02'),
    ]);

    expect(groups.map((group) => group[0]!.ticketId)).toEqual(['early-1', 'late-1']);
    expect(removableDuplicates(groups).map((item) => item.ticketId)).toEqual(['early-2', 'late-2']);
  });

  it('calls a group held by more than one customer a double sale', () => {
    expect(isDoubleSale([ticket('a', '1', { customerId: 'x' }), ticket('b', '2', { customerId: 'y' })])).toBe(
      true,
    );
    expect(isDoubleSale([ticket('a', '1', { customerId: 'x' }), ticket('b', '2', { customerId: 'x' })])).toBe(
      false,
    );
  });
});
