import { db, type DataLayer } from '../db/client.ts';
import { DEFAULT_MODEL_VERSION, getActiveModelVersion } from '../db/model-versions.ts';
import { baselineModel, type ModelArtifact } from './engine.ts';
import { readModelArtifact } from './model-store.ts';

// Versions change only when an admin trains; a container keeps the few it has seen (a new one is ~250 KB).
const MAX_CACHED_VERSIONS = 3;
const artifacts = new Map<string, Promise<ModelArtifact>>();

/**
 * A model version as an artifact: v1.0 is the shipped baseline (trained from the corpus), any other
 * version is read from the models bucket once per process. A failed read is not kept.
 */
export function loadModelVersion(version: string): Promise<ModelArtifact> {
  if (version === DEFAULT_MODEL_VERSION) return Promise.resolve(baselineModel);
  const cached = artifacts.get(version);
  if (cached) return cached;
  const loading = readModelArtifact(version);
  artifacts.set(version, loading);
  loading.catch(() => {
    if (artifacts.get(version) === loading) artifacts.delete(version);
  });
  for (const oldest of artifacts.keys()) {
    if (artifacts.size <= MAX_CACHED_VERSIONS) break;
    artifacts.delete(oldest);
  }
  return loading;
}

/**
 * The live extraction model: the active version (one consistent read, so an activation is seen at
 * once) and its artifact. Rejects with the object's location when the active version cannot be read.
 */
export async function loadActiveModel(data: DataLayer = db()): Promise<ModelArtifact> {
  return loadModelVersion(await getActiveModelVersion(data));
}
