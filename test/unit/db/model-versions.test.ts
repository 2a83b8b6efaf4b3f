import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateModelVersion, getActiveModelVersion } from '../../../lambdas/core/db/model-versions.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

describe('active model version', () => {
  it('is v1.0 while nothing has been trained', async () => {
    expect(await getActiveModelVersion(database.data)).toBe('v1.0');
  });

  it('does not move to a version that is still training', async () => {
    await database.data.modelVersions.create({ version: 'v1.1' }).go();

    expect(await activateModelVersion('v1.1', { data: database.data })).toBe(false);
    expect(await getActiveModelVersion(database.data)).toBe('v1.0');
  });

  it('is the new version once a trained version is activated', async () => {
    await database.data.modelVersions.create({ version: 'v1.2', status: 'ready', trainedSamples: 42 }).go();

    expect(await activateModelVersion('v1.2', { data: database.data, activatedBy: 'admin-1' })).toBe(true);

    expect(await getActiveModelVersion(database.data)).toBe('v1.2');
    const { data: model } = await database.data.modelVersions.get({ version: 'v1.2' }).go();
    expect(model?.activatedAt).toBeDefined();
  });
});
