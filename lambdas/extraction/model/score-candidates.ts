import { isRanked, rankedFields, type CandidateField, type RankedField } from '../candidates/candidate.ts';
import type { DocumentCandidates } from '../candidates/generate-candidates.ts';
import type { ScoredCandidate } from '../result/scored-candidate.ts';
import { documentFeatures } from './candidate-features.ts';
import { logit, sigmoid, type Weights } from './logistic-regression.ts';
import { rankingProbabilities } from './ranking-model.ts';

/** Candidates with their probabilities, and for the one-value fields the probability of none. */
export interface ScoredDocument {
  candidates: ScoredCandidate[];
  none: Record<RankedField, number>;
}

/** Scores candidates with precomputed features: yes/no models for seating, ranking models for the rest. */
export function scoreWithFeatures(
  found: Pick<DocumentCandidates, 'candidates'>,
  features: readonly (readonly string[])[],
  weights: Record<CandidateField, Weights>,
): ScoredDocument {
  const probabilities = found.candidates.map((candidate, i) =>
    isRanked(candidate.field) ? 0 : sigmoid(logit(weights[candidate.field], features[i]!)),
  );
  const none = {} as Record<RankedField, number>;
  for (const field of rankedFields) {
    const indexes = found.candidates.flatMap((candidate, i) => (candidate.field === field ? [i] : []));
    const ranked = rankingProbabilities(
      weights[field],
      indexes.map((i) => features[i]!),
    );
    indexes.forEach((i, k) => (probabilities[i] = ranked.candidates[k]!));
    none[field] = ranked.none;
  }
  return {
    candidates: found.candidates.map((candidate, i) => ({ ...candidate, probability: probabilities[i]! })),
    none,
  };
}

/** Each candidate with the probability its field's model gives it. */
export function scoreCandidates(
  found: DocumentCandidates,
  weights: Record<CandidateField, Weights>,
): ScoredDocument {
  return scoreWithFeatures(found, documentFeatures(found), weights);
}
