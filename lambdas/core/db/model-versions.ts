import { db, type DataLayer } from './client.ts';
import { readSettings, writeSettings } from './settings-store.ts';

/** spec 001 §3 Training status: modelVersion defaults to v1.0 (the model shipped before any training). */
export const DEFAULT_MODEL_VERSION = 'v1.0';

/** The version of the live extraction model: one strongly consistent item read. */
export async function getActiveModelVersion(data: DataLayer = db()): Promise<string> {
  const { activeModelVersion } = await readSettings('ml', data);
  return activeModelVersion || DEFAULT_MODEL_VERSION;
}

/**
 * Makes a trained version the live one: the pointer in the `ml` settings document moves, and the
 * version is stamped. The version must exist and be ready; resolves false otherwise.
 */
export async function activateModelVersion(
  version: string,
  options: { activatedBy?: string; data?: DataLayer } = {},
): Promise<boolean> {
  const data = options.data ?? db();
  const { data: model } = await data.modelVersions.get({ version }).go({ consistent: true });
  if (model?.status !== 'ready') return false;
  const activatedAt = new Date().toISOString();
  await data.modelVersions.patch({ version }).set({ activatedAt }).go();
  await writeSettings(
    'ml',
    { activeModelVersion: version, activatedAt },
    { data, ...(options.activatedBy === undefined ? {} : { updatedBy: options.activatedBy }) },
  );
  return true;
}
