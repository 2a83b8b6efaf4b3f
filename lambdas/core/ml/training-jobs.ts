import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { TrainingJob } from '../db/entities/training-job.ts';
import { ConflictError } from '../http/errors.ts';
import { TRAINING_STALE_AFTER_MS } from './training-limits.ts';

export class TrainingInProgressError extends ConflictError {
  constructor() {
    super('Training is already in progress.');
  }
}

export const STALE_TRAINING_ERROR =
  'Training stopped without finishing (the trainer timed out or was stopped). The previous model stays active.';

const JOB_ID_PREFIX = 'training-';
// Enough to walk past the jobs a lagging index does not show yet.
const MAX_CLAIM_STEPS = 20;

/** Jobs are numbered: the next job's id is known, so two simultaneous starts race for one item. */
export const trainingJobIdOf = (sequence: number): string =>
  `${JOB_ID_PREFIX}${String(sequence).padStart(8, '0')}`;

function sequenceOf(jobId: string): number {
  const sequence = Number(jobId.slice(JOB_ID_PREFIX.length));
  return jobId.startsWith(JOB_ID_PREFIX) && Number.isSafeInteger(sequence) ? sequence : 0;
}

/** A job marked training whose trainer has written nothing for longer than the trainer can run. */
export const isStale = (job: TrainingJob, now = Date.now()): boolean =>
  job.status === 'training' && now - Date.parse(job.updatedAt) > TRAINING_STALE_AFTER_MS;

async function readJob(jobId: string, data: DataLayer): Promise<TrainingJob | undefined> {
  const { data: job } = await data.trainingJobs.get({ jobId }).go({ consistent: true });
  return job ?? undefined;
}

/** The newest job (its item read consistently: the index may lag behind the progress writes). */
export async function latestTrainingJob(data: DataLayer = db()): Promise<TrainingJob | undefined> {
  const {
    data: [latest],
  } = await data.trainingJobs.query.trainingJobsByStartedAt({}).go({ order: 'desc', count: 1, limit: 1 });
  return latest ? ((await readJob(latest.jobId, data)) ?? latest) : undefined;
}

async function failStaleJob(job: TrainingJob, data: DataLayer): Promise<void> {
  await unlessConditionFails(() =>
    data.trainingJobs
      .patch({ jobId: job.jobId })
      .set({ status: 'failed', error: STALE_TRAINING_ERROR, finishedAt: new Date().toISOString() })
      .where(
        ({ status, updatedAt }, { eq }) => `${eq(status, 'training')} AND ${eq(updatedAt, job.updatedAt)}`,
      )
      .go(),
  );
}

/**
 * Creates the next training job, or throws TrainingInProgressError (409) while one runs. No lock item
 * and no transaction: the next job number is a conditional create, so of two simultaneous starts one
 * wins and the other finds the winner running. A stale job is marked failed first.
 */
export async function claimTrainingJob(data: DataLayer = db()): Promise<TrainingJob> {
  let previous = await latestTrainingJob(data);
  for (let step = 0; step < MAX_CLAIM_STEPS; step += 1) {
    if (previous?.status === 'training') {
      if (!isStale(previous)) throw new TrainingInProgressError();
      await failStaleJob(previous, data);
    }
    const jobId = trainingJobIdOf((previous ? sequenceOf(previous.jobId) : 0) + 1);
    const created = await unlessConditionFails(() =>
      data.trainingJobs.create({ jobId, status: 'training', progress: 0 }).go(),
    );
    if (created) return created.data;
    // Taken: by a simultaneous start, or by a job the index did not show yet. Look at it and go on.
    previous = await readJob(jobId, data);
  }
  throw new TrainingInProgressError();
}

/** Progress of a running job; throws when the job is no longer running (marked stale meanwhile). */
export async function updateTrainingProgress(
  jobId: string,
  progress: number,
  changes: { modelVersion?: string; samples?: number } = {},
  data: DataLayer = db(),
): Promise<void> {
  const updated = await unlessConditionFails(() =>
    data.trainingJobs
      .patch({ jobId })
      .set({ progress: Math.round(progress), ...changes })
      .where(({ status }, { eq }) => eq(status, 'training'))
      .go(),
  );
  if (!updated) throw new Error(`Training job ${jobId} is no longer running.`);
}

export async function completeTrainingJob(
  jobId: string,
  result: { modelVersion: string; samples: number },
  data: DataLayer = db(),
): Promise<void> {
  await data.trainingJobs
    .patch({ jobId })
    .set({ status: 'ready', progress: 100, finishedAt: new Date().toISOString(), ...result })
    .go();
}

/** Marks a running job failed with a message for admins; a job already finished is left as it is. */
export async function failTrainingJob(jobId: string, error: string, data: DataLayer = db()): Promise<void> {
  await unlessConditionFails(() =>
    data.trainingJobs
      .patch({ jobId })
      .set({ status: 'failed', error: error.slice(0, 1000), finishedAt: new Date().toISOString() })
      .where(({ status }, { eq }) => eq(status, 'training'))
      .go(),
  );
}

/** A job as its status reads now: a stale one is reported failed even before anyone marks it. */
export function effectiveJob(job: TrainingJob, now = Date.now()): TrainingJob {
  return isStale(job, now) ? { ...job, status: 'failed', error: job.error ?? STALE_TRAINING_ERROR } : job;
}

export async function readTrainingJob(
  jobId: string,
  data: DataLayer = db(),
): Promise<TrainingJob | undefined> {
  return readJob(jobId, data);
}
