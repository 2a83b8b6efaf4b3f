import {
  rankedFields,
  type Candidate,
  type CandidateField,
  type RankedField,
} from '../candidates/candidate.ts';
import type { DocumentCandidates } from '../candidates/generate-candidates.ts';
import type { ScoredCandidate } from '../result/scored-candidate.ts';
import { documentFeatureParts, type FeatureParts } from './candidate-features.ts';
import { fieldIndex, fieldSums, fieldWeightTable } from './field-weight-table.ts';
import { logit, sigmoid, type Weights } from './logistic-regression.ts';
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
    candidates: found.candidates.map((candidate, i) => withProbability(candidate, probabilities[i]!)),
    none,
  };
}

/**
 * The candidate with its probability. Written out field by field: an object spread over candidates of
 * many shapes (one per generator) is several times slower, and candidates have no other properties.
 */
function withProbability(candidate: Candidate, probability: number): ScoredCandidate {
  const { field, value, seats, line, order, source, labelWords, labelLine, traits } = candidate;
  return seats
    ? { field, value, seats, line, order, source, labelWords, labelLine, traits, probability }
    : { field, value, line, order, source, labelWords, labelLine, traits, probability };
}

/** Scores candidates with precomputed features (training evaluates many weights on the same features). */
export function scoreWithFeatures(
  found: Pick<DocumentCandidates, 'candidates'>,
  features: readonly (readonly string[])[],
  weights: Record<CandidateField, Weights>,
): ScoredDocument {
  return scoreWithLogits(found, weights, (field, i) => logit(weights[field], features[i]!));
}

/**
 * Each candidate with the probability its field's model gives it. A candidate's logit is the sum over
 * its placement part, plus the sum over its traits, plus the sum over its own features, each summed in
 * list order; the sums of all fields are taken in one pass per part (`fieldSums`), and once for the
 * parts that candidates share (a placement, the twin event-name and venue candidates of one text).
 */
export function scoreCandidates(
  found: DocumentCandidates,
  weights: Record<CandidateField, Weights>,
): ScoredDocument {
  const parts = documentFeatureParts(found);
  const table = fieldWeightTable(weights);
  const sharedSums = new Map<readonly string[], Float64Array>();
  const logits = new Map<FeatureParts, Float64Array>();
  const logitsOf = ({ shared, traits, own }: FeatureParts): Float64Array => {
    let placement = sharedSums.get(shared);
    if (!placement) sharedSums.set(shared, (placement = fieldSums(table.features, shared)));
    const traitSums = fieldSums(table.traits, traits);
    const ownSums = fieldSums(table.features, own);
    return placement.map((sum, i) => sum + traitSums[i]! + ownSums[i]!);
  };
  return scoreWithLogits(found, weights, (field, i) => {
    const candidateParts = parts[i]!;
    let all = logits.get(candidateParts);
    if (!all) logits.set(candidateParts, (all = logitsOf(candidateParts)));
    return all[fieldIndex.get(field)!]!;
  });
}
