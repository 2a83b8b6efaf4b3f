import { DEFAULT_COMMISSION_PERCENT } from '../db/entities/listing.ts';

export interface SaleSplit {
  /** What the buyer paid (cents). */
  salePrice: number;
  /** Our commission (cents), rounded to the cent. */
  commission: number;
  /** What the seller receives (cents): always salePrice − commission, so nothing is lost or made up. */
  payout: number;
}

/**
 * Splits a sale price in whole cents into commission and payout (DESIGN §6.2: 15 %, one constant).
 * The commission is rounded to the nearest cent (half up); the payout is the exact rest, so
 * commission + payout === salePrice for every price.
 */
export function splitSale(
  salePriceCents: number,
  commissionPercent: number = DEFAULT_COMMISSION_PERCENT,
): SaleSplit {
  if (!Number.isSafeInteger(salePriceCents) || salePriceCents < 0) {
    throw new RangeError(
      `A sale price must be a whole, non-negative number of cents (got ${salePriceCents}).`,
    );
  }
  if (!(commissionPercent >= 0 && commissionPercent <= 100)) {
    throw new RangeError(`A commission must be 0-100 % (got ${commissionPercent}).`);
  }
  const commission = Math.round((salePriceCents * commissionPercent) / 100);
  return { salePrice: salePriceCents, commission, payout: salePriceCents - commission };
}
