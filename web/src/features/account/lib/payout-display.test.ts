import { describe, expect, it } from 'vitest';

import type { Payout } from '../api/get-payouts';
import { payoutColumnOf, payoutDateOf } from './payout-display';

const payout = (overrides: Partial<Payout>): Payout => ({
  listingId: 'L1',
  eventName: 'Harbour Lights Festival',
  salePriceCents: 25_000,
  commissionCents: 3_750,
  amountCents: 21_250,
  status: 'pending',
  payoutMethodLabel: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  sentAt: null,
  paidAt: null,
  ...overrides,
});

describe('payout display', () => {
  it("says 'Paid' only for a paid payout, 'Processing' otherwise or without one", () => {
    expect(payoutColumnOf(payout({ status: 'paid' }))).toBe('Paid');
    expect(payoutColumnOf(payout({ status: 'sent' }))).toBe('Processing');
    expect(payoutColumnOf(payout({ status: 'pending' }))).toBe('Processing');
    expect(payoutColumnOf(payout({ status: 'failed' }))).toBe('Processing');
    expect(payoutColumnOf(undefined)).toBe('Processing');
  });

  it('dates a payout by when it was paid, else sent, else created', () => {
    expect(payoutDateOf(payout({}))).toBe('2026-06-01T12:00:00.000Z');
    expect(payoutDateOf(payout({ sentAt: '2026-06-02T12:00:00.000Z' }))).toBe('2026-06-02T12:00:00.000Z');
    expect(
      payoutDateOf(payout({ sentAt: '2026-06-02T12:00:00.000Z', paidAt: '2026-06-03T12:00:00.000Z' })),
    ).toBe('2026-06-03T12:00:00.000Z');
  });
});
