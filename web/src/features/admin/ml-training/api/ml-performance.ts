import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

/** spec 001 §3 ML performance (percentages). */
const mlPerformanceSchema = z.object({
  accuracy: z.number(),
  fieldAccuracy: z.record(z.string(), z.number()),
  ticketSources: z.record(z.string(), z.number()).optional(),
  modelVersion: z.string().optional(),
});

export type MlPerformance = z.infer<typeof mlPerformanceSchema>;

export async function getMlPerformance(): Promise<MlPerformance> {
  return mlPerformanceSchema.parse(await api.get('/api/ml/performance'));
}

export const useMlPerformance = () =>
  useQuery({ queryKey: adminKeys.mlPerformance, queryFn: getMlPerformance, staleTime: 30_000 });
