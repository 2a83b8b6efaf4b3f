import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { DEFAULT_1099_THRESHOLD_CENTS } from './get-listings';

// GET /api/customer/{id}/payouts (issue 9): the seller's real payouts, one per sale, and their totals
// (payment portal, Sales History's payout column, the tax tracker). Every amount is integer cents.

export const payoutStatuses = ['pending', 'sent', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutSchema = z.object({
  listingId: z.string(),
  eventName: z.string().nullish(),
  salePriceCents: z.number().int().nullish(),
  commissionCents: z.number().int().nullish(),
  amountCents: z.number().int(),
  status: z.enum(payoutStatuses),
  payoutMethodLabel: z.string().nullish(),
  createdAt: z.string(),
  sentAt: z.string().nullish(),
  paidAt: z.string().nullish(),
});

export type Payout = z.infer<typeof payoutSchema>;

export const payoutTotalsSchema = z.object({
  /** Pending and sent: not in the seller's account yet. */
  pendingCents: z.number().int(),
  paidThisYearCents: z.number().int(),
  paidTotalCents: z.number().int(),
  /** Sale prices of the payouts paid this calendar year (UTC): what Form 1099-K counts. */
  grossPaidSalesThisYearCents: z.number().int(),
  form1099ThresholdCents: z.number().int().positive().default(DEFAULT_1099_THRESHOLD_CENTS),
});

export type PayoutTotals = z.infer<typeof payoutTotalsSchema>;

const getPayoutsResponseSchema = z.object({
  payouts: z.array(payoutSchema),
  totals: payoutTotalsSchema,
});

export type PayoutsOverview = z.infer<typeof getPayoutsResponseSchema>;

export async function getPayouts(customerId: string): Promise<PayoutsOverview> {
  const data = await api.get(`/api/customer/${encodeURIComponent(customerId)}/payouts`);
  return getPayoutsResponseSchema.parse(data);
}

export const getPayoutsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['customer', customerId, 'payouts'],
    queryFn: () => getPayouts(customerId),
    // Admins mark payouts sent and paid elsewhere: read them afresh on each visit.
    staleTime: 0,
  });

export const usePayouts = (customerId: string) => useQuery(getPayoutsQueryOptions(customerId));

/** The payout of each listing, for Sales History's payout column. */
export const payoutsByListing = (payouts: readonly Payout[]): Map<string, Payout> =>
  new Map(payouts.map((payout) => [payout.listingId, payout]));
