import type { DocumentCandidates } from '../candidates/generate-candidates.ts';
import type { ModelArtifact } from '../model/model-artifact.ts';
import type { ScoredDocument } from '../model/score-candidates.ts';
import { softmaxScores } from '../model/softmax-regression.ts';
import type { ScoredCandidate } from '../result/scored-candidate.ts';
import { emailClasses, type EmailClass, type EmailDocument } from '../types.ts';
import { classFeatures } from './class-features.ts';

/** How many section, row and seat candidates the field models believe: ticket e-mails have some. */
export function seatingEvidence(
  scored: readonly ScoredCandidate[],
  thresholds: ModelArtifact['thresholds'],
): number {
  return scored.filter(
    (candidate) =>
      (candidate.field === 'section' ||
        candidate.field === 'row' ||
        candidate.field === 'seats' ||
        candidate.field === 'generalAdmission') &&
      candidate.probability >= thresholds[candidate.field],
  ).length;
}

export interface EmailClassScore {
  class: EmailClass;
  /** Model probability of the chosen class, before calibration. */
  probability: number;
  probabilities: Record<EmailClass, number>;
}

/** The e-mail's class by the class model. */
export function classifyEmail(
  model: ModelArtifact,
  doc: EmailDocument,
  found: DocumentCandidates,
  scored: ScoredDocument,
): EmailClassScore {
  const features = classFeatures(doc, found, seatingEvidence(scored.candidates, model.thresholds));
  const probabilities = softmaxScores(model.weights.classes, emailClasses, features);
  const chosen = emailClasses.reduce(
    (best, cls) => (probabilities[cls] > probabilities[best] ? cls : best),
    'other',
  );
  return { class: chosen, probability: probabilities[chosen], probabilities };
}
