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
  const weights = new Float64Array(index.size);
  const gradSquares = new Float64Array(index.size).fill(1e-6);
  const gradient = new Map<number, number>();
  const random = seededRandom(options.seed);
  let order = encoded.map((_, i) => i);
  const update = (id: number, g: number) => gradient.set(id, (gradient.get(id) ?? 0) + g);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    order = shuffled(order, random);
    for (const g of order) {
      const group = encoded[g]!;
      const scores = group.ids.map((ids) => ids.reduce((sum, id) => sum + weights[id]!, 0));
      const max = Math.max(weights[0]!, ...scores);
      const exps = scores.map((score) => Math.exp(score - max));
      const noneExp = Math.exp(weights[0]! - max);
      const total = exps.reduce((sum, value) => sum + value, noneExp);
      const rightMass = group.anyRight
        ? exps.reduce((sum, value, i) => sum + (group.labels[i] ? value : 0), 0)
        : noneExp;
      gradient.clear();
      // d(-log P(right)) = P(choice) - P(choice | right), for every choice.
      group.ids.forEach((ids, i) => {
        const g = exps[i]! / total - (group.anyRight && group.labels[i] ? exps[i]! / rightMass : 0);
        if (g !== 0) for (const id of ids) update(id, g);
      });
      update(0, noneExp / total - (group.anyRight ? 0 : 1));
      for (const [id, g] of gradient) {
        const step = g + options.l2 * weights[id]!;
        gradSquares[id]! += step * step;
        weights[id]! -= (options.learningRate * step) / Math.sqrt(gradSquares[id]!);
      }
    }
  }
  const result: Weights = {};
  for (const [feature, id] of index) result[feature] = weights[id]!;
  return result;
}
