import { describe, expect, it } from 'vitest';
import { listingStatuses } from '../../../lambdas/core/db/entities/listing.ts';
import { ConflictError } from '../../../lambdas/core/http/errors.ts';
import {
  assertCanMove,
  canMove,
  refusalSentence,
  statusesLeadingTo,
} from '../../../lambdas/core/sales/listing-transitions.ts';
import { maskEmail, payoutMethodLabel } from '../../../lambdas/core/sales/payout-destination.ts';

describe('the listing lifecycle (DESIGN §6.14)', () => {
  it('allows exactly pending → listed, listed → sold and pending | listed → cancelled', () => {
    const allowed = listingStatuses.flatMap((from) =>
      listingStatuses.filter((to) => canMove(from, to)).map((to) => `${from} → ${to}`),
    );
    expect(allowed).toEqual([
      'pending → listed',
      'pending → cancelled',
      'listed → sold',
      'listed → cancelled',
    ]);
    expect(statusesLeadingTo('sold')).toEqual(['listed']);
    expect(statusesLeadingTo('cancelled')).toEqual(['pending', 'listed']);
  });

  it('refuses every other change with a 409 that says why', () => {
    expect(() => assertCanMove('pending', 'sold')).toThrow(ConflictError);
    expect(refusalSentence('pending', 'sold')).toBe('This ticket is not listed yet, so it cannot be sold.');
    expect(refusalSentence('sold', 'sold')).toBe('This ticket is already sold.');
    expect(refusalSentence('cancelled', 'sold')).toBe('This ticket is cancelled, so it cannot be sold.');
    expect(refusalSentence('sold', 'pending')).toBe(
      'This ticket is already sold, so it cannot be moved back to pending.',
    );
    expect(refusalSentence('listed', 'pending')).toBe(
      'This ticket is already live, so it cannot be moved back to pending.',
    );
    expect(refusalSentence('cancelled', 'listed')).toBe('This ticket is cancelled, so it cannot be listed.');
    for (const from of listingStatuses) {
      for (const to of listingStatuses) {
        if (from !== to && !canMove(from, to))
          expect(refusalSentence(from, to)).toMatch(/^This ticket is .+\.$/);
      }
    }
  });
});

describe('the payout method as payouts and the sale e-mail show it', () => {
  it('masks the account: last four digits of a bank account, the e-mail behind its first letter', () => {
    expect(payoutMethodLabel({ type: 'ACH', lastFour: '6789', publicAccountInfo: {} })).toBe('ACH ••••6789');
    expect(
      payoutMethodLabel({
        type: 'PayPal',
        lastFour: undefined,
        publicAccountInfo: { email: 'sam@example.com' },
      }),
    ).toBe('PayPal · s***@example.com');
    expect(
      payoutMethodLabel({
        type: 'Zelle',
        lastFour: undefined,
        publicAccountInfo: { contact: '+1 (555) 010-0100' },
      }),
    ).toBe('Zelle · ••••0100');
    expect(
      payoutMethodLabel({
        type: 'Zelle',
        lastFour: undefined,
        publicAccountInfo: { contact: 'noor@bank.example' },
      }),
    ).toBe('Zelle · n***@bank.example');
    expect(maskEmail('not-an-email')).toBe('***');
  });
});
