import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { train } from '../../../lambdas/extraction/model/train.ts';
import { trainingExamples } from '../../../scripts/extraction-corpus.ts';

const shippedModel = new URL('../../../lambdas/extraction/model/baseline-model.json', import.meta.url);

describe('the shipped baseline model', () => {
  // The product runs on baseline-model.json; a change to the features or the corpus that is not
  // followed by `npm run train:baseline` leaves it scoring features it was never trained on.
  it('is what training on the corpus train split and the blind mail makes of the current engine', async () => {
    const shipped = JSON.parse(await readFile(shippedModel, 'utf8')) as Record<string, unknown>;
    const fresh = train(await trainingExamples(), { version: 'v1.0' });

    const { trainedAt: _shippedAt, ...shippedRest } = shipped;
    const { trainedAt: _freshAt, ...freshRest } = JSON.parse(JSON.stringify(fresh)) as Record<
      string,
      unknown
    >;
    expect(freshRest).toEqual(shippedRest);
  }, 180_000);
});
