import { beforeAll, describe, expect, it } from 'vitest';
import { extractFromDocument } from '../../../lambdas/extraction/extract.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import {
  modelArtifactSchema,
  nextModelVersion,
  parseModelArtifact,
} from '../../../lambdas/extraction/model/model-artifact.ts';
import { train, trainModel } from '../../../lambdas/extraction/model/train.ts';
import type { TrainingExample } from '../../../lambdas/extraction/model/training-example.ts';
import { ticketFields } from '../../../lambdas/extraction/types.ts';
import { corpusExamples } from '../../../scripts/extraction-corpus.ts';

describe('the model artifact', () => {
  let examples: TrainingExample[];

  beforeAll(async () => {
    // A small, varied slice of the corpus keeps these tests quick.
    examples = (await corpusExamples('train')).filter((_, i) => i % 4 === 0);
  }, 60_000);

  it('comes out the same, byte for byte, from the same examples', () => {
    const trainedAt = '2026-01-01T00:00:00.000Z';
    expect(JSON.stringify(train(examples, { trainedAt }))).toBe(
      JSON.stringify(train(examples, { trainedAt })),
    );
  }, 60_000);

  it('round-trips through JSON and extracts the same afterwards', () => {
    const artifact = train(examples, { trainedAt: '2026-01-01T00:00:00.000Z' });
    const reloaded = parseModelArtifact(JSON.stringify(artifact));
    expect(reloaded).toEqual(artifact);
    for (const example of examples.slice(0, 10)) {
      expect(extractFromDocument(example.document, reloaded)).toEqual(
        extractFromDocument(example.document, artifact),
      );
    }
  }, 60_000);

  it('is versioned v1.0, v1.1, … and reports held-out accuracy per field', () => {
    expect([nextModelVersion(), nextModelVersion('v1.0'), nextModelVersion('v1.9')]).toEqual([
      'v1.0',
      'v1.1',
      'v1.10',
    ]);
    const { artifact, metrics } = trainModel({ examples, previousVersion: 'v1.3' });
    expect(artifact.version).toBe('v1.4');
    expect(artifact.samples).toBe(examples.length);
    expect(Object.keys(metrics.fieldAccuracy).sort()).toEqual([...ticketFields].sort());
    expect(metrics.accuracy).toBeGreaterThan(0.5);
  }, 60_000);

  it('ships a valid, compact baseline trained from the corpus', () => {
    expect(modelArtifactSchema.safeParse(baselineModel).success).toBe(true);
    expect(baselineModel.version).toBe('v1.0');
    // The field weights grow with the training mail (396 KB at 1197 e-mails, 408 KB at 1253, 532 KB at 1757, 588 KB at
    // 1869, 600 KB at 1967, 611 KB at 2023, 634 KB at 2135, 661 KB at 2247, 691 KB at 2359, 741 KB at 2471); the bound catches a runaway feature, not growth (the next
    // sets that join the training mail will need it raised).
    expect(JSON.stringify(baselineModel).length).toBeLessThan(900_000);
  });
});
