import type { Listing } from '../db/entities/listing.ts';

/** spec 000 §3 "Listing (sales history)": one row of the profile's Sales History table; cents. */
export interface SalesHistoryRow {
  id: string;
  eventName: string;
  eventDate: string | null;
  updatedAt: string;
  soldAt: string | null;
  finalSalePrice: number | null;
  commissionEarned: number | null;
  /** What the seller keeps (sale price less commission), once sold. */
  sellerPayout: number | null;
  status: Listing['status'];
}

export function toSalesHistoryRow(listing: Listing): SalesHistoryRow {
  const salePrice = listing.finalSalePrice ?? listing.soldPrice ?? null;
  const commission = listing.commissionEarned ?? null;
  return {
    id: listing.listingId,
    eventName: listing.eventName,
    eventDate: listing.eventDate ?? null,
    updatedAt: listing.updatedAt,
    soldAt: listing.soldAt ?? null,
    finalSalePrice: salePrice,
    commissionEarned: commission,
    sellerPayout: salePrice !== null && commission !== null ? salePrice - commission : null,
    status: listing.status,
  };
}

/** Figures of the tax tracker and payment portal, from the customer's sold listings (DESIGN §6.12). */
export interface SalesTotals {
  /** Sum of sale prices of the calendar year, cents (what a 1099-K reports). */
  grossSalesThisYear: number;
  /** What the seller earned in total (after commission), cents. */
  sellerEarningsTotal: number;
  soldCount: number;
  listedCount: number;
  pendingCount: number;
}

export function salesTotalsOf(listings: readonly Listing[], year = new Date().getUTCFullYear()): SalesTotals {
  const totals: SalesTotals = {
    grossSalesThisYear: 0,
    sellerEarningsTotal: 0,
    soldCount: 0,
    listedCount: 0,
    pendingCount: 0,
  };
  for (const listing of listings) {
    if (listing.status === 'listed') totals.listedCount += 1;
    if (listing.status === 'pending') totals.pendingCount += 1;
    if (listing.status !== 'sold') continue;
    const row = toSalesHistoryRow(listing);
    totals.soldCount += 1;
    totals.sellerEarningsTotal += row.sellerPayout ?? 0;
    if (row.soldAt?.startsWith(String(year))) totals.grossSalesThisYear += row.finalSalePrice ?? 0;
  }
  return totals;
}
