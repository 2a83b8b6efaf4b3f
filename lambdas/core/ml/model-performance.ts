import { db, type DataLayer } from '../db/client.ts';
import { DEFAULT_MODEL_VERSION, getActiveModelVersion } from '../db/model-versions.ts';
import { artifactMetrics } from './engine.ts';
import { loadModelVersion } from './load-active-model.ts';

export interface ModelPerformance {
  modelVersion: string;
  /** 'training': measured on held-out folds when an admin trained this version; 'baseline': the shipped v1.0's own figures. */
  source: 'training' | 'baseline';
  /** Percent. */
  accuracy: number;
  /** Field name → percent. */
  fieldAccuracy: Record<string, number>;
  /** E-mails this version has processed, and how many of them without a failure (kept by the pipeline). */
  processedEmails: number;
  successfulExtractions: number;
}

/**
 * The live model's figures: those recorded when it was trained, or, for v1.0 (nothing trained), the
 * held-out figures the shipped baseline carries. A trained version whose record was cleared falls
 * back to the figures stored in its artifact.
 */
export async function activeModelPerformance(data: DataLayer = db()): Promise<ModelPerformance> {
  const modelVersion = await getActiveModelVersion(data);
  const { data: record } = await data.mlPerformance.get({ modelVersion }).go();
  const counters = {
    processedEmails: record?.processedEmails ?? 0,
    successfulExtractions: record?.successfulExtractions ?? 0,
  };
  const source = modelVersion === DEFAULT_MODEL_VERSION ? 'baseline' : 'training';
  if (source === 'training' && record && Object.keys(record.fieldAccuracy).length > 0) {
    return {
      modelVersion,
      source,
      accuracy: record.accuracy,
      fieldAccuracy: record.fieldAccuracy,
      ...counters,
    };
  }
  const measured = artifactMetrics(await loadModelVersion(modelVersion));
  return {
    modelVersion,
    source,
    accuracy: measured?.accuracy ?? 0,
    fieldAccuracy: measured?.fieldAccuracy ?? {},
    ...counters,
  };
}
