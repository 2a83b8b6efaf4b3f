// DESIGN §6.2: commission 15 %, seller keeps 85 %, everywhere, from this one constant.
export const COMMISSION_PERCENT = 15;
export const SELLER_SHARE_PERCENT = 100 - COMMISSION_PERCENT;

/** "15 %" with a no-break space, so the figure and its sign never land on two lines. */
export function formatPercent(value: number): string {
  return `${value}\u00a0%`;
}

// DESIGN §6.3: one payout-timing text and one support-reply text everywhere; no "instant" claims.
export const PAYOUT_TIMING_TEXT = '1-2 business days after the sale';
export const SUPPORT_REPLY_TEXT = 'within 24 hours';

/** Commission on a sale, in cents; the server's figure is authoritative, this one is for display. */
export function commissionCents(salePriceCents: number): number {
  return Math.round((salePriceCents * COMMISSION_PERCENT) / 100);
}

/** What the seller receives from a sale, in cents. */
export function sellerPayoutCents(salePriceCents: number): number {
  return salePriceCents - commissionCents(salePriceCents);
}
