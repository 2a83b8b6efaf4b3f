import { rankedFields, type CandidateField, type RankedField } from '../candidates/candidate.ts';
import type { DocumentCandidates } from '../candidates/generate-candidates.ts';
import type { ScoredCandidate } from '../result/scored-candidate.ts';
import { documentFeatureParts, type FeatureParts } from './candidate-features.ts';
import { logit, sigmoid, traitLogit, type Weights } from './logistic-regression.ts';
import { rankingFromScores } from './ranking-model.ts';

/** Candidates with their probabilities, and for the one-value fields the probability of none. */
export interface ScoredDocument {
  candidates: ScoredCandidate[];
  none: Record<RankedField, number>;
}

/** Scores candidates from each one's logit: yes/no models for seating, ranking models for the rest. */
function scoreWithLogits(
  found: Pick<DocumentCandidates, 'candidates'>,
  weights: Record<CandidateField, Weights>,
  logitOf: (field: CandidateField, index: number) => number,
): ScoredDocument {
  const probabilities: number[] = [];
  const byField = new Map<RankedField, number[]>(rankedFields.map((field) => [field, []]));
  found.candidates.forEach((candidate, i) => {
    const ranked = byField.get(candidate.field as RankedField);
    if (ranked) ranked.push(i);
    probabilities.push(ranked ? 0 : sigmoid(logitOf(candidate.field, i)));
  });
  const none = {} as Record<RankedField, number>;
  for (const field of rankedFields) {
    const indexes = byField.get(field)!;
    const ranked = rankingFromScores(
      weights[field],
      indexes.map((i) => logitOf(field, i)),
    );
    indexes.forEach((i, k) => (probabilities[i] = ranked.candidates[k]!));
    none[field] = ranked.none;
  }
  return {
    candidates: found.candidates.map((candidate, i) => ({ ...candidate, probability: probabilities[i]! })),
    none,
  };
}

/** Scores candidates with precomputed features (training evaluates many weights on the same features). */
export function scoreWithFeatures(
  found: Pick<DocumentCandidates, 'candidates'>,
  features: readonly (readonly string[])[],
  weights: Record<CandidateField, Weights>,
): ScoredDocument {
  return scoreWithLogits(found, weights, (field, i) => logit(weights[field], features[i]!));
}

/** Each candidate with the probability its field's model gives it. */
export function scoreCandidates(
  found: DocumentCandidates,
  weights: Record<CandidateField, Weights>,
): ScoredDocument {
  const parts = documentFeatureParts(found);
  // The placement part is shared by the candidates of a line and label: its sum is taken once per model.
  const sharedSums = new Map<Weights, Map<readonly string[], number>>();
  return scoreWithLogits(found, weights, (field, i) => {
    const fieldWeights = weights[field];
    const { shared, traits, own }: FeatureParts = parts[i]!;
    let sums = sharedSums.get(fieldWeights);
    if (!sums) sharedSums.set(fieldWeights, (sums = new Map()));
    let sum = sums.get(shared);
    if (sum === undefined) sums.set(shared, (sum = logit(fieldWeights, shared)));
    return sum + traitLogit(fieldWeights, traits) + logit(fieldWeights, own);
  });
}
