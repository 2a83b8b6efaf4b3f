import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataLayer } from '../../../lambdas/core/db/client.ts';
import { activateModelVersion } from '../../../lambdas/core/db/model-versions.ts';
import { claimTrainingJob, completeTrainingJob } from '../../../lambdas/core/ml/training-jobs.ts';
import { trainingStatus } from '../../../lambdas/core/ml/training-status.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from '../db/dynalite-harness.ts';

let database: InMemoryDatabase;
beforeAll(async () => {
  database = await startInMemoryDatabase();
});
afterAll(async () => {
  await database.stop();
});

type Go = (options?: unknown) => Promise<unknown>;

/**
 * The data layer as a status request sees it while a trainer finishes: the trainer activates and
 * completes right after the request's settings read is answered, and a job list read issued beside
 * that settings read is answered only after the trainer has finished.
 */
function finishingWhileRead(data: DataLayer, trainerFinishes: () => Promise<void>): DataLayer {
  let settingsRead: Promise<unknown> | undefined;
  const settings = Object.create(data.settings, {
    get: {
      value: (key: { name: string }) => {
        const operation = data.settings.get(key as never) as unknown as { go: Go };
        return {
          go: (options?: unknown) =>
            (settingsRead = operation.go(options).then(async (reply) => {
              await trainerFinishes();
              return reply;
            })),
        };
      },
    },
  });
  const byStartedAt = (facets: object) => {
    const operation = data.trainingJobs.query.trainingJobsByStartedAt(facets as never) as unknown as {
      go: Go;
    };
    return {
      go: async (options?: unknown) => {
        await new Promise((resolve) => setImmediate(resolve));
        if (settingsRead) await settingsRead;
        return operation.go(options);
      },
    };
  };
  const trainingJobs = Object.create(data.trainingJobs, {
    query: { value: { ...data.trainingJobs.query, trainingJobsByStartedAt: byStartedAt } },
  });
  return { ...data, settings, trainingJobs } as DataLayer;
}

describe('training status while a training finishes', () => {
  it('never shows a finished training with the model it replaced still live', async () => {
    // Prepare: a running job whose model is stored and ready, about to be activated.
    const data = database.data;
    const job = await claimTrainingJob(data);
    await data.modelVersions.create({ version: 'v1.1', status: 'ready', trainedSamples: 1310 }).go();
    const trainerFinishes = async () => {
      if (!(await activateModelVersion('v1.1', { data }))) throw new Error('v1.1 was not activated');
      await completeTrainingJob(job.jobId, { modelVersion: 'v1.1', samples: 1310 }, data);
    };

    // Act: a status read while the trainer finishes, then one after.
    const during = await trainingStatus(finishingWhileRead(data, trainerFinishes));
    const after = await trainingStatus(data);

    // Assess: during, the job still reads as training on v1.0 (not 'ready' on v1.0); after, ready on v1.1.
    expect(during).toMatchObject({ status: 'training', modelVersion: 'v1.0' });
    expect(after).toMatchObject({
      status: 'ready',
      progress: 100,
      modelVersion: 'v1.1',
      trainingModelVersion: 'v1.1',
      lastTrainedSamples: 1310,
    });
  });
});
