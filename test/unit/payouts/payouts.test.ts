import { describe, expect, it } from 'vitest';
import type { Payout } from '../../../lambdas/core/db/entities/payout.ts';
import { payoutTotalsOf } from '../../../lambdas/core/payouts/customer-payouts.ts';
import { refusalReason } from '../../../lambdas/core/payouts/mark-payouts.ts';
import {
  comparePayoutPositions,
  decodePayoutCursor,
  encodePayoutCursor,
} from '../../../lambdas/core/payouts/payout-cursor.ts';
import { payoutSentMessage } from '../../../lambdas/core/payouts/payout-notifications.ts';
import { centsToDollarText, payoutsCsv } from '../../../lambdas/core/payouts/payouts-csv.ts';

const payout = (values: Partial<Payout>): Payout =>
  ({
    listingId: 'l-1',
    customerId: 'c-1',
    amount: 8_500,
    salePrice: 10_000,
    commission: 1_500,
    status: 'pending',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...values,
  }) as Payout;

describe('payout steps', () => {
  it('allows pending → sent, pending or sent → paid, and explains every other step', () => {
    expect(refusalReason('pending', 'sent')).toBeUndefined();
    expect(refusalReason('pending', 'paid')).toBeUndefined();
    expect(refusalReason('sent', 'paid')).toBeUndefined();
    expect(refusalReason('sent', 'sent')).toBe('This payout is already marked sent.');
    expect(refusalReason('paid', 'paid')).toBe('This payout is already marked paid.');
    expect(refusalReason('paid', 'sent')).toBe('This payout is already paid, so it cannot be marked sent.');
    expect(refusalReason('failed', 'sent')).toBe('This payout failed, so it cannot be marked sent.');
    expect(refusalReason('failed', 'paid')).toBe('This payout failed, so it cannot be marked paid.');
  });

  it("words the 'Payout Sent' notification with the method, or 'your payout method'", () => {
    expect(
      payoutSentMessage({ amount: 123_456, eventName: 'Jazz Night', payoutMethodLabel: 'ACH ••••6789' }),
    ).toBe(
      '$1,234.56 for Jazz Night is on its way to ACH ••••6789. It arrives 1-2 business days after the sale.',
    );
    expect(payoutSentMessage({ amount: 1, eventName: 'Jazz Night', payoutMethodLabel: undefined })).toBe(
      '$0.01 for Jazz Night is on its way to your payout method. It arrives 1-2 business days after the sale.',
    );
  });
});

describe('payout cursor', () => {
  it('round-trips a position and refuses anything else', () => {
    const position = { createdAt: '2026-01-01T00:00:00.000Z', listingId: 'l-9' };
    expect(decodePayoutCursor(encodePayoutCursor(position))).toEqual(position);
    expect(decodePayoutCursor('abc')).toBeUndefined();
    expect(
      decodePayoutCursor(Buffer.from('{"createdAt":"x","listingId":"l"}').toString('base64url')),
    ).toBeUndefined();
    expect(decodePayoutCursor('not base64!')).toBeUndefined();
  });

  it('orders newest first, then by listing id', () => {
    const rows = [
      { createdAt: '2026-01-01T00:00:00.000Z', listingId: 'a' },
      { createdAt: '2026-01-02T00:00:00.000Z', listingId: 'a' },
      { createdAt: '2026-01-01T00:00:00.000Z', listingId: 'b' },
    ];
    expect([...rows].sort(comparePayoutPositions)).toEqual([rows[1], rows[2], rows[0]]);
  });
});

describe('payouts CSV', () => {
  it('writes exact dollars from cents', () => {
    expect([0, 1, 10, 99, 100, 8_500, 123_456].map(centsToDollarText)).toEqual([
      '0.00',
      '0.01',
      '0.10',
      '0.99',
      '1.00',
      '85.00',
      '1234.56',
    ]);
  });

  it('quotes commas and quotes and defuses formulas in every text cell', () => {
    const csv = payoutsCsv([
      {
        listingId: 'l-1',
        customerId: 'c-1',
        customerEmail: '@evil.example',
        eventName: '+SUM(A1:A2), "x"',
        salePriceCents: 100,
        commissionCents: 15,
        amountCents: 85,
        status: 'sent',
        payoutMethodLabel: '-1',
        createdAt: '2026-01-01T00:00:00.000Z',
        sentAt: '2026-01-02T00:00:00.000Z',
        paidAt: null,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      `l-1,'@evil.example,"'+SUM(A1:A2), ""x""",1.00,0.15,0.85,Sent,'-1,2026-01-01T00:00:00.000Z,2026-01-02T00:00:00.000Z,`,
    );
  });
});

describe('seller totals', () => {
  const now = new Date('2026-06-15T00:00:00.000Z');

  it('counts pending and sent as pending, and paid payouts of the calendar year (UTC) against the threshold', () => {
    const totals = payoutTotalsOf(
      [
        payout({ listingId: 'a', status: 'pending', amount: 100 }),
        payout({ listingId: 'b', status: 'sent', amount: 200 }),
        payout({
          listingId: 'c',
          status: 'paid',
          amount: 300,
          salePrice: 353,
          paidAt: '2026-01-01T00:00:00.000Z',
        }),
        payout({
          listingId: 'd',
          status: 'paid',
          amount: 400,
          salePrice: 471,
          paidAt: '2025-12-31T23:59:59.999Z',
        }),
        payout({ listingId: 'e', status: 'failed', amount: 500 }),
      ],
      60_000,
      now,
    );
    expect(totals).toEqual({
      pendingCents: 300,
      paidThisYearCents: 300,
      paidTotalCents: 700,
      grossPaidSalesThisYearCents: 353,
      form1099ThresholdCents: 60_000,
    });
  });
});
