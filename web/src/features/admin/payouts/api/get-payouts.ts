import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { isBackwardsRange, payoutFilterParams, type PayoutFilter } from '../lib/payout-filter';
import { payoutKeys } from './payout-keys';

// GET /api/admin/payouts?status&from&to&limit&cursor: payouts newest first, with the filter's totals.

export const payoutSchema = z.object({
  listingId: z.string(),
  customerId: z.string(),
  customerEmail: z.string().nullable(),
  eventName: z.string(),
  salePriceCents: z.number(),
  commissionCents: z.number(),
  amountCents: z.number(),
  status: z.enum(['pending', 'sent', 'paid', 'failed']),
  payoutMethodLabel: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});

export type AdminPayout = z.infer<typeof payoutSchema>;

const pageSchema = z.object({
  payouts: z.array(payoutSchema),
  nextCursor: z.string().nullable(),
  totals: z.object({ count: z.number(), amountCents: z.number() }),
});

export type PayoutPage = z.infer<typeof pageSchema>;

export async function getPayouts(filter: PayoutFilter, cursor?: string): Promise<PayoutPage> {
  const data = await api.get('/api/admin/payouts', { params: { ...payoutFilterParams(filter), cursor } });
  return pageSchema.parse(data);
}

export const getPayoutsQueryOptions = (filter: PayoutFilter) =>
  infiniteQueryOptions({
    queryKey: payoutKeys.list(payoutFilterParams(filter)),
    queryFn: ({ pageParam }) => getPayouts(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: !isBackwardsRange(filter),
    staleTime: 30_000,
  });

export const usePayouts = (filter: PayoutFilter) => useInfiniteQuery(getPayoutsQueryOptions(filter));
