import { DEFAULT_COMMISSION_PERCENT, type Listing } from '../db/entities/listing.ts';
import { BadRequestError } from '../http/errors.ts';

export const SOLD_PRICE_REQUIRED = 'Please enter the sold price of a sold ticket.';

/**
 * What a sale records on the listing (DESIGN §6.14): the final sale price and the commission (15 %,
 * DESIGN §6.2), in cents. Payouts are not made here. Not sold → nothing to add.
 */
export function saleFigures(
  status: Listing['status'],
  soldPrice: number | null | undefined,
  commissionPercent: number = DEFAULT_COMMISSION_PERCENT,
): Pick<Listing, 'finalSalePrice' | 'commissionEarned'> {
  if (status !== 'sold') return {};
  if (soldPrice === null || soldPrice === undefined) throw new BadRequestError(SOLD_PRICE_REQUIRED);
  return { finalSalePrice: soldPrice, commissionEarned: Math.round((soldPrice * commissionPercent) / 100) };
}
