import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// lambdas/api/ml/get-performance.ts (spec 001 §3 ML performance): percents.
export const mlPerformanceSchema = z.object({
  accuracy: z.number(),
  fieldAccuracy: z.record(z.string(), z.number()),
  ticketSources: z.record(z.string(), z.number()),
  source: z.enum(['training', 'baseline']).optional(),
  modelVersion: z.string().optional(),
  processedEmails: z.number().optional(),
  successfulExtractions: z.number().optional(),
});

export type MlPerformance = z.infer<typeof mlPerformanceSchema>;

export async function getMlPerformance(): Promise<MlPerformance> {
  return mlPerformanceSchema.parse(await api.get('/api/ml/performance'));
}

export const getMlPerformanceQueryOptions = () =>
  queryOptions({
    // Its own leaf under the ML performance key: other screens keep a narrower shape at the key itself.
    queryKey: [...adminKeys.mlPerformance, 'dashboard'],
    queryFn: getMlPerformance,
    staleTime: 60_000,
  });

export const useMlPerformance = () => useQuery(getMlPerformanceQueryOptions());
