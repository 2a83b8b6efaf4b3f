/**
 * Binary logistic regression over sparse binary features, trained by AdaGrad with L2 in a seeded order:
 * the same examples always give the same weights. Small enough to own rather than import.
 */

export interface BinaryExample {
  features: readonly string[];
  label: boolean;
}

export interface LogisticOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** Weight of a positive example relative to a negative one. */
  positiveWeight: number;
}

export const defaultLogisticOptions: LogisticOptions = {
  epochs: 12,
  learningRate: 0.3,
  l2: 1e-4,
  seed: 7,
  positiveWeight: 1,
};

export type Weights = Record<string, number>;

/** mulberry32: a tiny deterministic PRNG for the example order. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

// Weight objects from JSON have thousands of keys; a Map looks them up faster. One per weights object.
const lookups = new WeakMap<Weights, Map<string, number>>();

/** The weights as a Map, built once per weights object. */
export function weightLookup(weights: Weights): Map<string, number> {
  let lookup = lookups.get(weights);
  if (!lookup) {
    lookup = new Map(Object.entries(weights));
    lookups.set(weights, lookup);
  }
  return lookup;
}

// The weights of the generator's traits (features `t=<trait>`) keyed by the trait itself, so that scoring
// reads a candidate's traits without building a `t=` string for each. One per weights object.
const traitLookups = new WeakMap<Weights, Map<string, number>>();

/** The weights of the `t=` features, keyed by the trait (the feature without `t=`). */
export function traitWeightLookup(weights: Weights): Map<string, number> {
  let lookup = traitLookups.get(weights);
  if (!lookup) {
    lookup = new Map();
    for (const [feature, weight] of Object.entries(weights))
      if (feature.startsWith('t=')) lookup.set(feature.slice(2), weight);
    traitLookups.set(weights, lookup);
  }
  return lookup;
}

/** The logit of a list of traits, each read as the feature `t=<trait>`: the same sum as `logit`. */
export function traitLogit(weights: Weights, traits: readonly string[]): number {
  const lookup = traitWeightLookup(weights);
  let sum = 0;
  for (const trait of traits) sum += lookup.get(trait) ?? 0;
  return sum;
}

/** The logit of a feature set under some weights. */
export function logit(weights: Weights, features: readonly string[]): number {
  const lookup = weightLookup(weights);
  let sum = 0;
  for (const feature of features) sum += lookup.get(feature) ?? 0;
  return sum;
}

/** Trains weights; features seen in no example keep no weight. */
export function trainLogistic(
  examples: readonly BinaryExample[],
  options: LogisticOptions = defaultLogisticOptions,
): Weights {
  const index = new Map<string, number>();
  const encoded = examples.map((example) => ({
    ids: Int32Array.from(
      [...new Set(example.features)].map((feature) => {
        let id = index.get(feature);
        if (id === undefined) {
          id = index.size;
          index.set(feature, id);
        }
        return id;
      }),
    ),
    label: example.label ? 1 : 0,
    weight: example.label ? options.positiveWeight : 1,
  }));
  const weights = new Float64Array(index.size);
  const gradSquares = new Float64Array(index.size).fill(1e-6);
  const random = seededRandom(options.seed);
  let order = encoded.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    order = shuffled(order, random);
    for (const i of order) {
      const example = encoded[i]!;
      let z = 0;
      for (const id of example.ids) z += weights[id]!;
      const error = (sigmoid(z) - example.label) * example.weight;
      for (const id of example.ids) {
        const gradient = error + options.l2 * weights[id]!;
        gradSquares[id]! += gradient * gradient;
        weights[id]! -= (options.learningRate * gradient) / Math.sqrt(gradSquares[id]!);
      }
    }
  }
  const result: Weights = {};
  for (const [feature, id] of index) result[feature] = weights[id]!;
  return result;
}

/** Drops weights too small to change a decision and rounds the rest, to keep the artifact small. */
export function pruneWeights(weights: Weights, minimum = 0.01): Weights {
  const kept: Weights = {};
  for (const feature of Object.keys(weights).sort()) {
    const weight = weights[feature]!;
    if (Math.abs(weight) >= minimum) kept[feature] = Math.round(weight * 1000) / 1000;
  }
  return kept;
}
