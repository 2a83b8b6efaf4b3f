/**
 * The one seam between the product and the extraction engine's training side (lambdas/extraction):
 * everything the ML features need from the engine goes through here, so a change in the engine's
 * API is a change in this file only.
 */
import { parseDocument } from '../../extraction/document/parse-document.ts';
import { baselineModel } from '../../extraction/model/baseline-model.ts';
import {
  nextModelVersion,
  parseModelArtifact,
  type ModelArtifact,
} from '../../extraction/model/model-artifact.ts';
import { trainModel } from '../../extraction/model/train.ts';
import type { LabelledTicket, TrainingExample } from '../../extraction/model/training-example.ts';
import { emailClasses, ticketFields, type EmailClass, type EmailDocument } from '../../extraction/types.ts';

export { baselineModel, emailClasses, nextModelVersion, parseDocument, parseModelArtifact, ticketFields };
export type { EmailClass, EmailDocument, LabelledTicket, ModelArtifact, TrainingExample };

/** What one training produced: the artifact to store and its held-out figures (fractions 0-1). */
export interface TrainedModel {
  artifact: ModelArtifact;
  accuracy: number;
  fieldAccuracy: Record<string, number>;
  /** Share of held-out e-mails whose class (ticket confirmation, transfer…) was right. */
  classAccuracy: number;
  /** E-mails scored by models that never saw their fold. */
  heldOutEmails: number;
}

/**
 * Trains a model on the examples as the version after `previousVersion` (v1.0 → v1.1). The engine
 * evaluates it on held-out folds that keep a vendor's e-mails together. CPU-bound and synchronous.
 */
export function trainExtractionModel(
  examples: readonly TrainingExample[],
  previousVersion: string,
  trainedAt: string,
): TrainedModel {
  const { artifact, metrics } = trainModel({ examples, previousVersion, trainedAt });
  return {
    artifact,
    accuracy: metrics.accuracy,
    fieldAccuracy: metrics.fieldAccuracy,
    classAccuracy: artifact.metrics?.classAccuracy ?? 0,
    heldOutEmails: artifact.metrics?.heldOutEmails ?? 0,
  };
}

/** A fraction 0-1 as a percent with one decimal (the API and the MlPerformance record speak percent). */
export const toPercent = (fraction: number): number =>
  Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10;

/** The measured figures of an artifact in percent, or undefined when it carries none. */
export function artifactMetrics(
  artifact: ModelArtifact,
): { accuracy: number; fieldAccuracy: Record<string, number> } | undefined {
  if (!artifact.metrics) return undefined;
  return {
    accuracy: toPercent(artifact.metrics.accuracy),
    fieldAccuracy: Object.fromEntries(
      Object.entries(artifact.metrics.fieldAccuracy).map(([field, value]) => [field, toPercent(value)]),
    ),
  };
}
