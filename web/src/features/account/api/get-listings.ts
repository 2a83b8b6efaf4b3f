import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

// GET /api/customer/{id}/listings (spec 000 §7): Sales History rows and the live totals of the tax
// tracker and payment portal (DESIGN §6.12, §6.21). Every amount is integer cents (DESIGN §4).

const cents = z.number().int().nullish();

export const salesHistoryRowSchema = z.object({
  id: z.string(),
  eventName: z.string(),
  eventDate: z.string().nullish(),
  updatedAt: z.string().nullish(),
  soldAt: z.string().nullish(),
  finalSalePrice: cents,
  commissionEarned: cents,
  sellerPayout: cents,
  status: z.string(),
});

export type SalesHistoryRow = z.infer<typeof salesHistoryRowSchema>;

/** DESIGN §6.21: the 1099 threshold is a setting; $600 when the server does not say. */
export const DEFAULT_1099_THRESHOLD_CENTS = 60_000;

export const salesTotalsSchema = z.object({
  grossSalesThisYear: z.number().int().default(0),
  sellerEarningsTotal: z.number().int().default(0),
  soldCount: z.number().int().default(0),
  listedCount: z.number().int().default(0),
  pendingCount: z.number().int().default(0),
  form1099ThresholdCents: z.number().int().positive().default(DEFAULT_1099_THRESHOLD_CENTS),
});

export type SalesTotals = z.infer<typeof salesTotalsSchema>;

const getListingsResponseSchema = z.object({
  listings: z.array(salesHistoryRowSchema),
  totals: salesTotalsSchema.default(salesTotalsSchema.parse({})),
});

export type ListingsOverview = z.infer<typeof getListingsResponseSchema>;

export async function getListings(customerId: string): Promise<ListingsOverview> {
  const data = await api.get(`/api/customer/${encodeURIComponent(customerId)}/listings`);
  return getListingsResponseSchema.parse(data);
}

export const getListingsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['customer', customerId, 'listings'],
    queryFn: () => getListings(customerId),
    // Sales and approvals happen elsewhere (dashboard, admins): read the figures afresh on each visit.
    staleTime: 0,
  });

export const useListings = (customerId: string) => useQuery(getListingsQueryOptions(customerId));
