import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../lambdas/core/db/settings-defaults.ts';
import { readSettings, writeSettings } from '../../../lambdas/core/db/settings-store.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

describe('settings documents', () => {
  it('reads the spec defaults for extraction settings that were never saved', async () => {
    expect(await readSettings('extraction', database.data)).toEqual({
      keywords: 'ticket confirmation purchase event',
      autoProcess: true,
      autoExtract: true,
      confidenceThreshold: 70,
      syncInterval: 15,
      autoSync: true,
    });
    expect(defaultSettings('tax').form1099ThresholdCents).toBe(60_000);
  });

  it('keeps earlier changes when a later write changes another field', async () => {
    await writeSettings('extraction', { confidenceThreshold: 80 }, { data: database.data });
    await writeSettings('extraction', { keywords: 'tickets' }, { data: database.data, updatedBy: 'admin-1' });

    expect(await readSettings('extraction', database.data)).toMatchObject({
      confidenceThreshold: 80,
      keywords: 'tickets',
      autoProcess: true,
    });
    const { data: item } = await database.data.settings.get({ name: 'extraction' }).go();
    expect(item).toMatchObject({ revision: 2, updatedBy: 'admin-1' });
  });

  it('loses no change when two writers save at the same time', async () => {
    await Promise.all([
      writeSettings('extraction', { syncInterval: 30 }, { data: database.data }),
      writeSettings('extraction', { autoExtract: false }, { data: database.data }),
    ]);

    expect(await readSettings('extraction', database.data)).toMatchObject({
      syncInterval: 30,
      autoExtract: false,
    });
  });

  it('refuses values outside their schema and stores nothing', async () => {
    await expect(
      writeSettings('extraction', { confidenceThreshold: 101 }, { data: database.data }),
    ).rejects.toThrow();

    expect((await readSettings('extraction', database.data)).confidenceThreshold).toBe(80);
  });
});
