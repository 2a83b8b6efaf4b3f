import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateModelVersion } from '../../../lambdas/core/db/model-versions.ts';
import { compareModelVersions, versionAfterLatest } from '../../../lambdas/core/ml/model-version-numbers.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from '../db/dynalite-harness.ts';

let database: InMemoryDatabase;
beforeAll(async () => {
  database = await startInMemoryDatabase();
});
afterAll(async () => {
  await database.stop();
});

describe('model version numbers', () => {
  it('orders versions by their numbers, not their text', () => {
    expect(['v1.10', 'v1.2', 'v2.0', 'v1.9'].sort(compareModelVersions)).toEqual([
      'v1.2',
      'v1.9',
      'v1.10',
      'v2.0',
    ]);
  });

  it('trains v1.1 after the shipped v1.0', async () => {
    expect(await versionAfterLatest(database.data)).toEqual({ previous: 'v1.0', next: 'v1.1' });
  });

  it('never reuses a stored version, even one newer than the active model', async () => {
    // Prepare: v1.1 is live; v1.2 was recorded but never activated.
    await database.data.modelVersions.create({ version: 'v1.1', status: 'ready', trainedSamples: 10 }).go();
    await activateModelVersion('v1.1', { data: database.data });
    await database.data.modelVersions.create({ version: 'v1.2', status: 'failed' }).go();

    // Act + Assess
    expect(await versionAfterLatest(database.data)).toEqual({ previous: 'v1.2', next: 'v1.3' });
  });
});
