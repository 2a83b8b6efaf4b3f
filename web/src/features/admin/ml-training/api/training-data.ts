import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

/** spec 001 §3 Training item; its id is the ticket's id (`{emailId}~{index}`). */
const trainingItemSchema = z.object({
  id: z.string(),
  confidence: z.number(),
  extractedData: z.object({
    eventName: z.string().nullable().optional(),
    eventDate: z.string().nullable().optional(),
    venue: z.string().nullable().optional(),
    section: z.string().nullable().optional(),
    row: z.string().nullable().optional(),
    seats: z.string().nullable().optional(),
    quantity: z.number().nullable().optional(),
  }),
});

export type TrainingItem = z.infer<typeof trainingItemSchema>;

const trainingDataSchema = z.union([
  z.array(trainingItemSchema),
  z.object({ items: z.array(trainingItemSchema) }).transform(({ items }) => items),
]);

export async function getTrainingData(): Promise<TrainingItem[]> {
  return trainingDataSchema.parse(await api.get('/api/ml/training-data'));
}

/** GET /api/ml/training-data; the caller renders it only while the Training Data tab is open (spec 001 §7). */
export const useTrainingData = () =>
  useQuery({ queryKey: adminKeys.trainingData, queryFn: getTrainingData, staleTime: 30_000 });
