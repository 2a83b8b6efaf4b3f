import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSale } from '../../../lambdas/core/sales/split-sale.ts';

/** Every whole-cent price from $0.01 up to $1,000,000,000.00 (10^11 cents). */
const price = fc.integer({ min: 1, max: 100_000_000_000 });

describe('splitSale: commission and payout in exact cents (DESIGN §6.2: 15 %)', () => {
  it('commission + payout is the sale price to the cent, both whole and non-negative, for any price', () => {
    fc.assert(
      fc.property(price, (cents) => {
        const { salePrice, commission, payout } = splitSale(cents);
        return (
          salePrice === cents &&
          commission + payout === cents &&
          Number.isSafeInteger(commission) &&
          commission >= 0 &&
          Number.isSafeInteger(payout) &&
          payout >= 0 &&
          commission === Math.round(cents * 0.15) &&
          // Rounded to the nearest cent: never more than half a cent from the exact 15 %.
          Math.abs(commission * 100 - cents * 15) <= 50
        );
      }),
      { numRuns: 50_000 },
    );
  });

  it('holds for every price from $0.01 to $10,000.00 exhaustively', () => {
    const wrong: number[] = [];
    for (let cents = 1; cents <= 1_000_000; cents += 1) {
      const { commission, payout } = splitSale(cents);
      if (commission + payout !== cents || commission !== Math.round(cents * 0.15)) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });

  it('splits worked examples as a seller would check them', () => {
    expect(splitSale(10_000)).toEqual({ salePrice: 10_000, commission: 1_500, payout: 8_500 }); // $100.00
    expect(splitSale(1)).toEqual({ salePrice: 1, commission: 0, payout: 1 }); // $0.01
    expect(splitSale(3)).toEqual({ salePrice: 3, commission: 0, payout: 3 }); // $0.03 (0.45 ¢)
    expect(splitSale(4)).toEqual({ salePrice: 4, commission: 1, payout: 3 }); // $0.04 (0.6 ¢)
    expect(splitSale(10)).toEqual({ salePrice: 10, commission: 2, payout: 8 }); // $0.10 (1.5 ¢, half up)
    expect(splitSale(3_333)).toEqual({ salePrice: 3_333, commission: 500, payout: 2_833 }); // $33.33
    expect(splitSale(14_999)).toEqual({ salePrice: 14_999, commission: 2_250, payout: 12_749 });
  });

  it('takes another commission percent and refuses prices that are not whole cents', () => {
    expect(splitSale(10_000, 10)).toEqual({ salePrice: 10_000, commission: 1_000, payout: 9_000 });
    expect(splitSale(0)).toEqual({ salePrice: 0, commission: 0, payout: 0 });
    expect(() => splitSale(12.5)).toThrow(RangeError);
    expect(() => splitSale(-1)).toThrow(RangeError);
    expect(() => splitSale(100, 101)).toThrow(RangeError);
  });
});
