import type { Payout, PayoutStatus } from '../db/entities/payout.ts';

/** One payout as the seller and the admin console read it (contract of issue 9); money in cents. */
export interface PayoutView {
  listingId: string;
  eventName: string;
  salePriceCents: number;
  commissionCents: number;
  amountCents: number;
  status: PayoutStatus;
  payoutMethodLabel: string | null;
  createdAt: string;
  sentAt: string | null;
  paidAt: string | null;
}

/** The admin list's row: the payout and whose it is. */
export interface AdminPayoutView extends PayoutView {
  customerId: string;
  customerEmail: string | null;
}

/** A payout always records its sale; should an old item lack the split, sale = payout + commission. */
export const toPayoutView = (payout: Payout): PayoutView => ({
  listingId: payout.listingId,
  eventName: payout.eventName ?? '',
  salePriceCents: payout.salePrice ?? payout.amount + (payout.commission ?? 0),
  commissionCents: payout.commission ?? 0,
  amountCents: payout.amount,
  status: payout.status,
  payoutMethodLabel: payout.payoutMethodLabel ?? null,
  createdAt: payout.createdAt,
  sentAt: payout.sentAt ?? null,
  paidAt: payout.paidAt ?? null,
});
