import type { Listing } from '../db/entities/listing.ts';
import { BadRequestError, ConflictError } from '../http/errors.ts';

/**
 * The admin form's sold price (cents). The sale itself (commission by splitSale, payout, notices) is
 * recorded by lambdas/core/sales/record-sale.ts.
 */
export const SOLD_PRICE_REQUIRED = 'Please enter the sold price of a sold ticket.';
export const SOLD_PRICE_FIXED = 'This ticket is already sold, so its sold price cannot be changed.';

/** The sale price (cents) the admin form gives for a ticket that becomes sold; 400 when it is missing. */
export function requiredSoldPrice(soldPrice: number | null | undefined): number {
  if (soldPrice === null || soldPrice === undefined) throw new BadRequestError(SOLD_PRICE_REQUIRED);
  return soldPrice;
}

/** A sold ticket keeps its sale (its payout was made from it): the form may only send the same price. */
export function assertSoldPriceKept(listing: Listing, soldPrice: number | null | undefined): void {
  if (listing.status !== 'sold' || soldPrice === undefined || soldPrice === listing.soldPrice) return;
  throw new ConflictError(SOLD_PRICE_FIXED, { code: 'SALE_RECORDED' });
}
