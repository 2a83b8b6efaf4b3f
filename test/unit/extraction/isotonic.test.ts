import { describe, expect, it } from 'vitest';
import { applyCurve, fitIsotonic } from '../../../lambdas/extraction/model/isotonic.ts';

describe('isotonic calibration', () => {
  it('fits a monotone curve, each step shrunk toward one half', () => {
    const curve = fitIsotonic([
      { score: 0.2, correct: false },
      { score: 0.4, correct: true },
      { score: 0.5, correct: false },
      { score: 0.9, correct: true },
    ]);

    expect(curve).toEqual([
      [0.2, 0.25],
      [0.5, 0.5],
      [0.9, 0.75],
    ]);
  });

  // A crowd of e-mails just past a step's edge moved from 67 to 72 at once when a retraining moved
  // the edge; between the middles of two steps the rate now moves along a line.
  it('reads a score between the middles of two steps on the line between their rates', () => {
    const curve: [number, number][] = [
      [0.6, 0.5],
      [0.8, 0.9],
      [1, 1],
    ];

    expect(applyCurve(curve, 0.5)).toBe(0.5);
    expect(applyCurve(curve, 0.6)).toBe(0.5);
    expect(applyCurve(curve, 0.65)).toBeCloseTo(0.7);
    expect(applyCurve(curve, 0.7)).toBeCloseTo(0.9);
    expect(applyCurve(curve, 0.8)).toBeCloseTo(0.95);
    expect(applyCurve(curve, 0.95)).toBe(1);
    expect(applyCurve([], 0.3)).toBe(0.5);
  });
});
