import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { parseDocument } from '../../../lambdas/extraction/document/parse-document.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import { candidateFields } from '../../../lambdas/extraction/candidates/candidate.ts';
import {
  documentFeatureParts,
  documentFeatures,
} from '../../../lambdas/extraction/model/candidate-features.ts';
import {
  fieldIndex,
  fieldSums,
  fieldWeightTable,
} from '../../../lambdas/extraction/model/field-weight-table.ts';
import { logit, traitLogit } from '../../../lambdas/extraction/model/logistic-regression.ts';
import { scoreCandidates, scoreWithFeatures } from '../../../lambdas/extraction/model/score-candidates.ts';
import { loadCorpus } from '../../fixtures/corpus.ts';

describe('scoring', () => {
  it('reads a trait under its own name as the feature t=<trait>', () => {
    const weights = { 't=case:title': 0.5, 't=nw:2': -0.25, 'case:title': 9, bias: 1 };
    const traits = ['case:title', 'nw:2', 'unknown'];
    expect(traitLogit(weights, traits)).toBe(logit(weights, ['t=case:title', 't=nw:2', 't=unknown']));
  });

  it('gives the same probabilities from feature parts as from the joined features training reads', async () => {
    // A slice of the train split: every layout family, few enough to stay quick.
    const emails = loadCorpus({ split: 'train' }).filter((_, i) => i % 5 === 0);
    for (const email of emails) {
      const found = generateCandidates(await parseDocument(email.raw));
      const weights = baselineModel.weights.fields;
      const fast = scoreCandidates(found, weights);
      const joined = scoreWithFeatures(found, documentFeatures(found), weights);
      // The parts are summed part by part, the joined list in one run: equal up to rounding.
      const fastProbabilities = [...Object.values(fast.none), ...fast.candidates.map((c) => c.probability)];
      const joinedProbabilities = [
        ...Object.values(joined.none),
        ...joined.candidates.map((c) => c.probability),
      ];
      expect(fastProbabilities).toHaveLength(joinedProbabilities.length);
      fastProbabilities.forEach((p, i) => expect(Math.abs(p - joinedProbabilities[i]!)).toBeLessThan(1e-12));
    }
  }, 60_000);

  it('sums every field at once bit for bit as each field model alone does', async () => {
    const emails = loadCorpus({ split: 'test' }).filter((_, i) => i % 4 === 0);
    const weights = baselineModel.weights.fields;
    const table = fieldWeightTable(weights);
    let compared = 0;
    for (const email of emails) {
      const found = generateCandidates(await parseDocument(email.raw));
      for (const { shared, traits, own } of documentFeatureParts(found)) {
        const sharedSums = fieldSums(table.features, shared);
        const traitSums = fieldSums(table.traits, traits);
        const ownSums = fieldSums(table.features, own);
        for (const field of candidateFields) {
          const i = fieldIndex.get(field)!;
          expect(sharedSums[i]).toBe(logit(weights[field], shared));
          expect(traitSums[i]).toBe(traitLogit(weights[field], traits));
          expect(ownSums[i]).toBe(logit(weights[field], own));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 60_000);
});
