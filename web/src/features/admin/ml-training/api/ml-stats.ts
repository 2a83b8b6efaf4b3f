import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

/** spec 001 §3 ML stats. */
const mlStatsSchema = z.object({
  modelVersion: z.string().optional(),
  accuracy: z.number(),
  total: z.number(),
  succeeded: z.number(),
  needsReview: z.number(),
  failed: z.number(),
  trainingSamples: z.number(),
  fieldAccuracy: z.record(z.string(), z.number()).optional(),
});

export type MlStats = z.infer<typeof mlStatsSchema>;

export async function getMlStats(): Promise<MlStats> {
  return mlStatsSchema.parse(await api.get('/api/ml/stats'));
}

export const useMlStats = () =>
  useQuery({ queryKey: adminKeys.mlStats, queryFn: getMlStats, staleTime: 30_000 });
