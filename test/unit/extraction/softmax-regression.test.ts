import { describe, expect, it } from 'vitest';
import {
  defaultSoftmaxOptions,
  softmaxScores,
  trainSoftmax,
} from '../../../lambdas/extraction/model/softmax-regression.ts';

const classes = ['ticket', 'transfer', 'other'] as const;
const examples = [
  ...Array.from({ length: 6 }, (_, i) => ({
    features: ['bias', 'purchase', `noise${i % 3}`],
    label: 'ticket' as const,
  })),
  ...Array.from({ length: 6 }, (_, i) => ({
    features: ['bias', 'sent-you', `noise${i % 2}`],
    label: 'transfer' as const,
  })),
  ...Array.from({ length: 6 }, (_, i) => ({
    features: ['bias', 'newsletter', `noise${i % 3}`],
    label: 'other' as const,
  })),
];

describe('the class model (softmax regression)', () => {
  it('learns which cue speaks for which class', () => {
    const weights = trainSoftmax(examples, classes);
    const best = (features: string[]) => {
      const scores = softmaxScores(weights, classes, features);
      return classes.reduce((a, b) => (scores[b] > scores[a] ? b : a));
    };
    expect(best(['bias', 'purchase', 'noise1'])).toBe('ticket');
    expect(best(['bias', 'sent-you', 'noise2'])).toBe('transfer');
    expect(best(['bias', 'newsletter', 'noise0'])).toBe('other');
  });

  it('averages the weights of its seeded orders, so no single order decides a close call', () => {
    const single = (seed: number) =>
      trainSoftmax(examples, classes, { ...defaultSoftmaxOptions, orders: 1, seed });
    const runs = [single(5), single(6), single(7)];
    const averaged = trainSoftmax(examples, classes, { ...defaultSoftmaxOptions, orders: 3, seed: 5 });

    expect(runs[0]!.ticket.purchase).not.toBeCloseTo(runs[1]!.ticket.purchase!, 6);
    for (const cls of classes) {
      for (const feature of Object.keys(averaged[cls])) {
        const mean = runs.reduce((sum, run) => sum + run[cls][feature]!, 0) / runs.length;
        expect(averaged[cls][feature]).toBeCloseTo(mean, 10);
      }
    }
  });
});
