import { candidateFields, type CandidateField } from '../candidates/candidate.ts';
import type { Weights } from './logistic-regression.ts';

/**
 * Every field model's weight of each feature in one row (in `candidateFields` order), so that scoring
 * looks a feature up once for all fields instead of once per field. A field without the feature has 0
 * in its row, as `logit` adds `?? 0`.
 */
export interface FieldWeightTable {
  /** Row per feature. */
  features: Map<string, Float64Array>;
  /** Row per trait: the weights of the features `t=<trait>`, keyed by the trait. */
  traits: Map<string, Float64Array>;
}

export const fieldIndex = new Map<CandidateField, number>(candidateFields.map((field, i) => [field, i]));

// One table per weights object (the model's weights do not change once loaded).
const tables = new WeakMap<Record<CandidateField, Weights>, FieldWeightTable>();

export function fieldWeightTable(weights: Record<CandidateField, Weights>): FieldWeightTable {
  let table = tables.get(weights);
  if (!table) {
    table = { features: new Map(), traits: new Map() };
    candidateFields.forEach((field, i) => {
      for (const [feature, weight] of Object.entries(weights[field])) {
        setWeight(table!.features, feature, i, weight);
        if (feature.startsWith('t=')) setWeight(table!.traits, feature.slice(2), i, weight);
      }
    });
    tables.set(weights, table);
  }
  return table;
}

function setWeight(rows: Map<string, Float64Array>, key: string, field: number, weight: number): void {
  let row = rows.get(key);
  if (!row) rows.set(key, (row = new Float64Array(candidateFields.length)));
  row[field] = weight;
}

/**
 * Each field's sum of the weights of a feature list, added in list order: bit for bit what `logit` (or
 * `traitLogit`) gives for that field. A feature no field weighs is skipped: adding +0 to a sum that
 * starts at +0 never changes it.
 */
export function fieldSums(rows: Map<string, Float64Array>, features: readonly string[]): Float64Array {
  const sums = new Float64Array(candidateFields.length);
  for (const feature of features) {
    const row = rows.get(feature);
    if (row) for (let i = 0; i < sums.length; i += 1) sums[i]! += row[i]!;
  }
  return sums;
}
