import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claimTrainingJob,
  effectiveJob,
  latestTrainingJob,
  STALE_TRAINING_ERROR,
  TrainingInProgressError,
  trainingJobIdOf,
  updateTrainingProgress,
} from '../../../lambdas/core/ml/training-jobs.ts';
import { TRAINING_STALE_AFTER_MS } from '../../../lambdas/core/ml/training-limits.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from '../db/dynalite-harness.ts';

let database: InMemoryDatabase;
beforeAll(async () => {
  database = await startInMemoryDatabase();
});
afterAll(async () => {
  await database.stop();
});

// Each test starts from an empty job list.
beforeEach(async () => {
  const { data: jobs } = await database.data.trainingJobs.query
    .trainingJobsByStartedAt({})
    .go({ pages: 'all' });
  for (const { jobId } of jobs) await database.data.trainingJobs.delete({ jobId }).go();
});

/** Makes a job look as if its trainer last wrote `ageMs` ago (ElectroDB always stamps now). */
async function age(jobId: string, ageMs: number): Promise<void> {
  const { Key, TableName } = database.data.trainingJobs.get({ jobId }).params() as {
    Key: Record<string, string>;
    TableName: string;
  };
  await database.data.documentClient.send(
    new UpdateCommand({
      TableName,
      Key,
      UpdateExpression: 'SET updatedAt = :then',
      ExpressionAttributeValues: { ':then': new Date(Date.now() - ageMs).toISOString() },
    }),
  );
}

describe('training jobs', () => {
  it('numbers the first job 1 and refuses a second start while it runs', async () => {
    // Act
    const first = await claimTrainingJob(database.data);
    const second = claimTrainingJob(database.data);

    // Assess
    expect(first).toMatchObject({ jobId: trainingJobIdOf(1), status: 'training', progress: 0 });
    await expect(second).rejects.toBeInstanceOf(TrainingInProgressError);
    await expect(second).rejects.toMatchObject({
      statusCode: 409,
      message: 'Training is already in progress.',
    });
  });

  it('lets exactly one of many simultaneous starts through', async () => {
    // Act
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => claimTrainingJob(database.data)),
    );

    // Assess
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(TrainingInProgressError);
    }
  });

  it.each(['ready', 'failed'] as const)('starts the next job once the previous one is %s', async (status) => {
    // Prepare
    const first = await claimTrainingJob(database.data);
    await database.data.trainingJobs.patch({ jobId: first.jobId }).set({ status }).go();

    // Act
    const next = await claimTrainingJob(database.data);

    // Assess
    expect(next.jobId).toBe(trainingJobIdOf(2));
  });

  it('walks past a newer job that the index does not show as the latest yet', async () => {
    // Prepare: job 2 exists and has finished, but the index still names job 1 the latest.
    await database.data.trainingJobs
      .create({ jobId: trainingJobIdOf(2), status: 'ready', startedAt: '2026-01-01T00:00:00.000Z' })
      .go();
    await database.data.trainingJobs
      .create({ jobId: trainingJobIdOf(1), status: 'ready', startedAt: '2026-01-02T00:00:00.000Z' })
      .go();

    // Act
    const next = await claimTrainingJob(database.data);

    // Assess
    expect(next.jobId).toBe(trainingJobIdOf(3));
  });

  it('takes a job whose trainer went silent for longer than it can run as failed, and starts anew', async () => {
    // Prepare
    const dead = await claimTrainingJob(database.data);
    await age(dead.jobId, TRAINING_STALE_AFTER_MS + 1_000);
    const seen = (await latestTrainingJob(database.data))!;

    // Act
    const next = await claimTrainingJob(database.data);

    // Assess
    expect(effectiveJob(seen)).toMatchObject({ status: 'failed', error: STALE_TRAINING_ERROR });
    expect(next.jobId).toBe(trainingJobIdOf(2));
    const { data: marked } = await database.data.trainingJobs.get({ jobId: dead.jobId }).go();
    expect(marked).toMatchObject({ status: 'failed', error: STALE_TRAINING_ERROR });
  });

  it('still counts a job that wrote progress recently as running', async () => {
    // Prepare
    const running = await claimTrainingJob(database.data);
    await age(running.jobId, TRAINING_STALE_AFTER_MS - 60_000);

    // Act + Assess
    await expect(claimTrainingJob(database.data)).rejects.toBeInstanceOf(TrainingInProgressError);
    expect(effectiveJob((await latestTrainingJob(database.data))!).status).toBe('training');
  });

  it('refuses progress for a job that is no longer running', async () => {
    // Prepare
    const job = await claimTrainingJob(database.data);
    await database.data.trainingJobs.patch({ jobId: job.jobId }).set({ status: 'failed' }).go();

    // Act + Assess
    await expect(updateTrainingProgress(job.jobId, 50, {}, database.data)).rejects.toThrow(
      `Training job ${job.jobId} is no longer running.`,
    );
  });
});
