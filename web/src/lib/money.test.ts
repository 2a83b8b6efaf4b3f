import { describe, expect, it } from 'vitest';

import { COMMISSION_PERCENT, SELLER_SHARE_PERCENT, commissionCents, sellerPayoutCents } from './business';
import { centsToDollars, dollarsToCents, formatCents, parseDollarsToCents } from './money';

describe('money', () => {
  it('formats integer cents as US dollars', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(17_000)).toBe('$170.00');
    expect(formatCents(1_234_567)).toBe('$12,345.67');
    expect(formatCents(-250)).toBe('-$2.50');
  });

  it('converts between cents and dollars without floating-point drift', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.29)).toBe(29);
  });

  it('parses what a person types as dollars', () => {
    expect(parseDollarsToCents('12')).toBe(1200);
    expect(parseDollarsToCents(' 12.5 ')).toBe(1250);
    expect(parseDollarsToCents('$1,234.56')).toBe(123_456);
    expect(parseDollarsToCents('.99')).toBe(99);
    expect(parseDollarsToCents('0')).toBe(0);
  });

  it('refuses amounts that are not dollars and cents', () => {
    for (const input of ['', 'abc', '-5', '1.234', '1.2.3', '$', '1e3']) {
      expect(parseDollarsToCents(input), input).toBeNull();
    }
  });
});

describe('commission', () => {
  it('takes 15 % and leaves the seller 85 %', () => {
    expect(COMMISSION_PERCENT).toBe(15);
    expect(SELLER_SHARE_PERCENT).toBe(85);
    expect(commissionCents(20_000)).toBe(3_000);
    expect(sellerPayoutCents(20_000)).toBe(17_000);
  });

  it('never loses a cent to rounding', () => {
    for (const sale of [1, 7, 999, 12_345]) {
      expect(commissionCents(sale) + sellerPayoutCents(sale)).toBe(sale);
    }
  });
});
