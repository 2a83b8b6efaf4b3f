import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// GET /api/ml/training-status (spec 001 §7; lambdas/core/ml/training-status.ts).

export const trainingStatusSchema = z.object({
  status: z.string(),
  progress: z.number(),
  modelVersion: z.string(),
  lastUpdated: z.string().nullish(),
  lastTrainedSamples: z.number().nullish(),
  error: z.string().nullish(),
});

export type TrainingStatus = z.infer<typeof trainingStatusSchema>;

export async function getTrainingStatus(): Promise<TrainingStatus> {
  return trainingStatusSchema.parse(await api.get('/api/ml/training-status'));
}

// spec 001 §4, §9: polled every 5 s (while a job runs) with a 10 s freshness.
export const getTrainingStatusQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.trainingStatus,
    queryFn: getTrainingStatus,
    staleTime: 10_000,
    refetchInterval: (query) => (query.state.data?.status === 'training' ? 5_000 : false),
  });

export const useTrainingStatus = () => useQuery(getTrainingStatusQueryOptions());
