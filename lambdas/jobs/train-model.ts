import { z } from 'zod';
import { runTraining, type TrainingOutcome } from '../core/ml/run-training.ts';

/** What POST /api/ml/train sends (asynchronous Lambda invocation). */
export const trainModelEventSchema = z.object({ jobId: z.string().min(1) });
export type TrainModelEvent = z.infer<typeof trainModelEventSchema>;

/**
 * The trainer Lambda: runs one training job outside the request that started it. A failure is
 * recorded on the job (the previous model stays active) and rethrown, so that the function's error
 * metric and alarm see it; the function is not retried (CDK sets 0 retries).
 */
export async function handler(event: unknown): Promise<TrainingOutcome> {
  const { jobId } = trainModelEventSchema.parse(event);
  return runTraining(jobId);
}
