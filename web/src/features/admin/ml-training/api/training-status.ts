import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

/** spec 001 §3 Training status: 'training', 'ready', anything else is Not Trained. */
const trainingStatusSchema = z.object({
  status: z.string(),
  progress: z.number(),
  modelVersion: z.string().default('v1.0'),
  lastUpdated: z.string().nullable().optional(),
  lastTrainedSamples: z.number().nullable().optional(),
  error: z.string().nullable().optional(),
});

export type TrainingStatus = z.infer<typeof trainingStatusSchema>;

export const TRAINING_POLL_MS = 5_000;

export async function getTrainingStatus(): Promise<TrainingStatus> {
  return trainingStatusSchema.parse(await api.get('/api/ml/training-status'));
}

/** GET /api/ml/training-status, polled every 5 s while a training runs, fresh for 10 s (spec 001 §9). */
export const useTrainingStatus = () =>
  useQuery({
    queryKey: adminKeys.trainingStatus,
    queryFn: getTrainingStatus,
    staleTime: 10_000,
    refetchInterval: (query) => (query.state.data?.status === 'training' ? TRAINING_POLL_MS : false),
  });
