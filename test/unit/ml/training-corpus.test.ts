import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shippedCorpus } from '../../../lambdas/core/ml/shipped-corpus.ts';
import { exportTrainingCorpus, trainingCorpusFile } from '../../../scripts/export-training-corpus.ts';
import { loadBlindMail } from '../../fixtures/blind-mail.ts';
import { loadCorpus } from '../../fixtures/corpus.ts';

describe('the training corpus shipped with the trainer', () => {
  it('is what npm run train:export writes from the corpus today (run it after corpus:generate)', () => {
    expect(readFileSync(trainingCorpusFile, 'utf8') === exportTrainingCorpus()).toBe(true);
  });

  it('holds every e-mail of the train split and the blind mail byte for byte, and none of the test split', () => {
    // Prepare
    const train = [
      ...loadCorpus({ split: 'train' }),
      ...loadBlindMail().map(({ id, raw, label }) => ({ id, raw, label })),
    ];
    const testIds = new Set(loadCorpus({ split: 'test' }).map((email) => email.id));

    // Act
    const shipped = shippedCorpus().emails;

    // Assess
    expect(shipped.map((email) => email.id)).toEqual(train.map((email) => email.id));
    expect(shipped.some((email) => testIds.has(email.id))).toBe(false);
    for (const [index, email] of shipped.entries()) {
      expect(Buffer.from(email.raw, 'base64').equals(Buffer.from(train[index]!.raw)), email.id).toBe(true);
      expect(email.tickets).toEqual(train[index]!.label.tickets);
    }
  });
});
