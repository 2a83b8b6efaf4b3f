import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSettingsCached, writeSettings } from '../../../lambdas/core/db/settings-store.ts';
import {
  ENGINE_SETTINGS_MAX_AGE_MS,
  extractionSettings,
} from '../../../lambdas/core/ingestion/extraction-engine.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from '../db/dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});
afterAll(async () => {
  await database.stop();
});

describe('settings the pipeline reads for every e-mail (kept per container for a few seconds)', () => {
  it('reads the document once per period, and at once again after a write in this container', async () => {
    const { data } = database;
    const send = vi.spyOn(data.documentClient, 'send');
    try {
      const reads = () => send.mock.calls.filter(([command]) => command.constructor.name === 'GetCommand');
      expect((await extractionSettings(data)).autoProcess).toBe(true);
      await Promise.all([extractionSettings(data), extractionSettings(data)]);
      expect(reads()).toHaveLength(1);

      await writeSettings('extraction', { autoProcess: false }, { data });
      const readsBefore = reads().length;
      expect((await extractionSettings(data)).autoProcess).toBe(false);
      expect(reads()).toHaveLength(readsBefore + 1);
    } finally {
      send.mockRestore();
    }
  });

  it('reads again once the period is over', async () => {
    const { data } = database;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = await readSettingsCached('ml', ENGINE_SETTINGS_MAX_AGE_MS, data);
      expect(await readSettingsCached('ml', ENGINE_SETTINGS_MAX_AGE_MS, data)).toBe(first);
      vi.setSystemTime(Date.now() + ENGINE_SETTINGS_MAX_AGE_MS + 1);
      const later = await readSettingsCached('ml', ENGINE_SETTINGS_MAX_AGE_MS, data);
      expect(later).not.toBe(first);
      expect(later).toEqual(first);
    } finally {
      vi.useRealTimers();
    }
  });
});
