import baseline from './baseline-model.json' with { type: 'json' };
import type { ModelArtifact } from './model-artifact.ts';

/**
 * The model trained from the shipped corpus by `npm run train:baseline`, so that extraction works before
 * any admin has trained one. Validated against the artifact schema by its test, not at every start.
 */
export const baselineModel = baseline as unknown as ModelArtifact;
