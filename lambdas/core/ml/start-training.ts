import { InvokeCommand } from '@aws-sdk/client-lambda';
import { lambda } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { db, type DataLayer } from '../db/client.ts';
import type { TrainingJob } from '../db/entities/training-job.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { claimTrainingJob, failTrainingJob } from './training-jobs.ts';

export class TrainerUnavailableError extends AppError {
  constructor() {
    super(503, 'Training could not be started. Please try again in a moment.');
  }
}

/**
 * Starts a training job: claims the next job (409 while one runs) and hands it to the trainer Lambda
 * with an asynchronous invocation, so the request returns at once. If the trainer cannot be reached,
 * the job is marked failed at once rather than left waiting.
 */
export async function startTraining(data: DataLayer = db()): Promise<TrainingJob> {
  const job = await claimTrainingJob(data);
  try {
    await lambda().send(
      new InvokeCommand({
        FunctionName: getConfig().TRAINER_FUNCTION_NAME,
        InvocationType: 'Event',
        Payload: JSON.stringify({ jobId: job.jobId }),
      }),
    );
  } catch (error) {
    logger.error('The trainer could not be invoked', { jobId: job.jobId, error });
    await failTrainingJob(job.jobId, 'Training failed: the trainer could not be started.', data);
    throw new TrainerUnavailableError();
  }
  return job;
}
