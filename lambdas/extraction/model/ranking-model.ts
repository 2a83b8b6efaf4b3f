import { logit, seededRandom, shuffled, type Weights } from './logistic-regression.ts';

/**
 * A conditional log-linear (softmax) model that chooses one candidate per document, or none: for fields
 * with one value per event (name, date, venue) it learns which candidate beats the others, which an
 * independent yes/no per candidate cannot. Trained by AdaGrad in a seeded order: deterministic.
 */
export interface RankingGroup {
  features: readonly (readonly string[])[];
  /** Right or wrong per candidate; a group with none right teaches the 'none' choice. */
  labels: readonly boolean[];
}

/** The weight of choosing no candidate at all. */
export const noneFeature = '__none__';

export interface RankingOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export const defaultRankingOptions: RankingOptions = { epochs: 15, learningRate: 0.5, l2: 1e-4, seed: 13 };

/** Probabilities of each candidate, and of none, for one document. */
export function rankingProbabilities(
  weights: Weights,
  features: readonly (readonly string[])[],
): { candidates: number[]; none: number } {
  return rankingFromScores(
    weights,
    features.map((list) => logit(weights, list)),
  );
}

/** The same from each candidate's logit under the field's weights. */
export function rankingFromScores(
  weights: Weights,
  scores: readonly number[],
): { candidates: number[]; none: number } {
  const none = weights[noneFeature] ?? 0;
  const max = Math.max(none, ...scores);
  const exps = scores.map((score) => Math.exp(score - max));
  const noneExp = Math.exp(none - max);
  const total = exps.reduce((sum, value) => sum + value, noneExp);
  return { candidates: exps.map((value) => value / total), none: noneExp / total };
}

export function trainRanking(
  groups: readonly RankingGroup[],
  options: RankingOptions = defaultRankingOptions,
): Weights {
  const index = new Map<string, number>([[noneFeature, 0]]);
  const encode = (feature: string) => {
    let id = index.get(feature);
    if (id === undefined) {
      id = index.size;
      index.set(feature, id);
    }
    return id;
  };
  const encoded = groups.map((group) => ({
    ids: group.features.map((list) => Int32Array.from(new Set(list), encode)),
    labels: group.labels,
    anyRight: group.labels.some(Boolean),
  }));
  const size = index.size;
  const weights = new Float64Array(size);
  const gradSquares = new Float64Array(size).fill(1e-6);
  // The gradient of one group, kept dense with the list of ids it touched (the hot loop of training).
  const gradient = new Float64Array(size);
  const touched = new Int32Array(size);
  const isTouched = new Uint8Array(size);
  const exps = new Float64Array(encoded.reduce((most, group) => Math.max(most, group.ids.length), 1));
  const random = seededRandom(options.seed);
  let order = encoded.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    order = shuffled(order, random);
    for (const g of order) {
      const { ids, labels, anyRight } = encoded[g]!;
      const count = ids.length;
      let max = weights[0]!;
      for (let i = 0; i < count; i += 1) {
        let score = 0;
        for (const id of ids[i]!) score += weights[id]!;
        exps[i] = score;
        if (score > max) max = score;
      }
      const noneExp = Math.exp(weights[0]! - max);
      let total = noneExp;
      let rightMass = 0;
      for (let i = 0; i < count; i += 1) {
        const value = Math.exp(exps[i]! - max);
        exps[i] = value;
        total += value;
        if (labels[i]) rightMass += value;
      }
      if (!anyRight) rightMass = noneExp;
      let touchedCount = 0;
      const add = (id: number, value: number) => {
        if (!isTouched[id]) {
          isTouched[id] = 1;
          gradient[id] = 0;
          touched[touchedCount++] = id;
        }
        gradient[id]! += value;
      };
      // d(-log P(right)) = P(choice) - P(choice | right), for every choice.
      for (let i = 0; i < count; i += 1) {
        const value = exps[i]! / total - (anyRight && labels[i] ? exps[i]! / rightMass : 0);
        if (value !== 0) for (const id of ids[i]!) add(id, value);
      }
      add(0, noneExp / total - (anyRight ? 0 : 1));
      for (let t = 0; t < touchedCount; t += 1) {
        const id = touched[t]!;
        isTouched[id] = 0;
        const step = gradient[id]! + options.l2 * weights[id]!;
        gradSquares[id]! += step * step;
        weights[id]! -= (options.learningRate * step) / Math.sqrt(gradSquares[id]!);
      }
    }
  }
  const result: Weights = {};
  for (const [feature, id] of index) result[feature] = weights[id]!;
  return result;
}
