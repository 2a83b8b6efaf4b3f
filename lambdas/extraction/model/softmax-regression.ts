import { logit, seededRandom, shuffled, type Weights } from './logistic-regression.ts';

/** Multinomial logistic regression over sparse binary features (the e-mail class model). */
export interface MulticlassExample<C extends string> {
  features: readonly string[];
  label: C;
}

export interface SoftmaxOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** Runs in as many seeded orders, whose weights are averaged. */
  orders: number;
}

export const defaultSoftmaxOptions: SoftmaxOptions = {
  epochs: 15,
  learningRate: 0.2,
  l2: 0.1,
  seed: 11,
  orders: 5,
};

/** Probabilities of each class for a feature set. */
export function softmaxScores<C extends string>(
  weights: Record<C, Weights>,
  classes: readonly C[],
  features: readonly string[],
): Record<C, number> {
  const logits = classes.map((cls) => logit(weights[cls], features));
  const max = Math.max(...logits);
  const exps = logits.map((z) => Math.exp(z - max));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return Object.fromEntries(classes.map((cls, i) => [cls, exps[i]! / total])) as Record<C, number>;
}

/**
 * Trains one weight vector per class, AdaGrad in seeded orders: deterministic. With a few hundred
 * e-mails one order's weights depend on it as much as on the data (a layout no training e-mail shares
 * flipped class with the seed), so the weights of several orders are averaged.
 */
export function trainSoftmax<C extends string>(
  examples: readonly MulticlassExample<C>[],
  classes: readonly C[],
  options: SoftmaxOptions = defaultSoftmaxOptions,
): Record<C, Weights> {
  const runs = Array.from({ length: options.orders }, (_, run) =>
    trainInOrder(examples, classes, { ...options, seed: options.seed + run }),
  );
  return Object.fromEntries(
    classes.map((cls) => {
      const sum: Weights = {};
      for (const run of runs)
        for (const [feature, weight] of Object.entries(run[cls]))
          sum[feature] = (sum[feature] ?? 0) + weight / runs.length;
      return [cls, sum];
    }),
  ) as Record<C, Weights>;
}

function trainInOrder<C extends string>(
  examples: readonly MulticlassExample<C>[],
  classes: readonly C[],
  options: SoftmaxOptions,
): Record<C, Weights> {
  const index = new Map<string, number>();
  const encoded = examples.map((example) => ({
    ids: [...new Set(example.features)].map((feature) => {
      let id = index.get(feature);
      if (id === undefined) {
        id = index.size;
        index.set(feature, id);
      }
      return id;
    }),
    label: classes.indexOf(example.label),
  }));
  const k = classes.length;
  const weights = new Float64Array(index.size * k);
  const gradSquares = new Float64Array(index.size * k).fill(1e-6);
  const random = seededRandom(options.seed);
  let order = encoded.map((_, i) => i);
  const logits = new Float64Array(k);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    order = shuffled(order, random);
    for (const i of order) {
      const example = encoded[i]!;
      let max = -Infinity;
      for (let c = 0; c < k; c += 1) {
        let z = 0;
        for (const id of example.ids) z += weights[id * k + c]!;
        logits[c] = z;
        max = Math.max(max, z);
      }
      let total = 0;
      for (let c = 0; c < k; c += 1) total += logits[c] = Math.exp(logits[c]! - max);
      for (let c = 0; c < k; c += 1) {
        const error = logits[c]! / total - (c === example.label ? 1 : 0);
        for (const id of example.ids) {
          const slot = id * k + c;
          const gradient = error + options.l2 * weights[slot]!;
          gradSquares[slot]! += gradient * gradient;
          weights[slot]! -= (options.learningRate * gradient) / Math.sqrt(gradSquares[slot]!);
        }
      }
    }
  }
  const result = new Map<C, Weights>(classes.map((cls) => [cls, {}]));
  for (const [feature, id] of index)
    classes.forEach((cls, c) => (result.get(cls)![feature] = weights[id * k + c]!));
  return Object.fromEntries(result) as Record<C, Weights>;
}
