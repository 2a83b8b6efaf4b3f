import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// lambdas/api/emails/get-stats.ts: live counts and the live model's accuracy (percent).
const statsSchema = z.object({
  totalEmails: z.number(),
  processedEmails: z.number(),
  ticketsExtracted: z.number(),
  needsReview: z.number(),
  cancelledTransfers: z.number(),
  accuracy: z.number(),
  modelVersion: z.string(),
});

export type AdminStats = z.infer<typeof statsSchema>;

export async function getStats(): Promise<AdminStats> {
  return statsSchema.parse(await api.get('/api/stats'));
}

export const getStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: getStats, staleTime: 30_000 });

export const useStats = () => useQuery(getStatsQueryOptions());

/** Processing runs that ended failed (GET /api/ml/stats `failed`; /api/stats has no such count). */
export async function getFailedCount(): Promise<number> {
  return z.object({ failed: z.number() }).parse(await api.get('/api/ml/stats')).failed;
}

export const useFailedCount = () =>
  useQuery({
    // Under the ML stats key, so invalidating it refreshes this too; its own leaf, since it keeps a number.
    queryKey: [...adminKeys.mlStats, 'failed-count'],
    queryFn: getFailedCount,
    staleTime: 30_000,
  });
