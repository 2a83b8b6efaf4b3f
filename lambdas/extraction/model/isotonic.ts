/**
 * Isotonic regression (pool adjacent violators): a monotone map from a raw score to the observed rate
 * of being right, learned on held-out data. Stored as steps [upper score, rate].
 */
export type Curve = [number, number][];

export interface Observation {
  score: number;
  /** Right or wrong, or the fraction right (a ticket's share of right fields). */
  correct: boolean | number;
}

const rate = (correct: boolean | number) => (typeof correct === 'number' ? correct : correct ? 1 : 0);

interface Block {
  upper: number;
  sum: number;
  count: number;
}

function pool(blocks: Block[]): Block[] {
  const stack: Block[] = [];
  for (const block of blocks) {
    stack.push({ ...block });
    while (stack.length > 1) {
      const last = stack[stack.length - 1]!;
      const before = stack[stack.length - 2]!;
      // Equal rates pool too, so that a long run of right answers is one well-supported step.
      if (before.sum / before.count < last.sum / last.count) break;
      stack.splice(-2, 2, {
        upper: last.upper,
        sum: before.sum + last.sum,
        count: before.count + last.count,
      });
    }
  }
  return stack;
}

/**
 * Fits the curve. Each step's rate is shrunk toward 1/2 by one virtual observation each way (Laplace),
 * so a step seen on few examples claims less certainty than its raw rate.
 */
export function fitIsotonic(observations: readonly Observation[]): Curve {
  if (observations.length === 0) return [[1, 0.5]];
  const sorted = [...observations].sort((a, b) => a.score - b.score);
  const blocks: Block[] = [];
  for (const observation of sorted) {
    const last = blocks[blocks.length - 1];
    if (last && last.upper === observation.score) {
      last.sum += rate(observation.correct);
      last.count += 1;
    } else {
      blocks.push({ upper: observation.score, sum: rate(observation.correct), count: 1 });
    }
  }
  const shrunk = pool(blocks).map((block) => ({
    upper: block.upper,
    sum: block.sum + 0.5,
    count: block.count + 1,
  }));
  return pool(shrunk).map((block) => [
    Math.round(block.upper * 1e6) / 1e6,
    Math.round((block.sum / block.count) * 1e4) / 1e4,
  ]);
}

/**
 * The calibrated rate for a raw score, read off the steps with a line between the middles of neighbouring
 * steps: a score just past a step's edge then moves its rate a little rather than a whole step, so a small
 * change of a score (or of the fit) does not move a crowd of e-mails across a review threshold at once.
 */
export function applyCurve(curve: Curve, score: number): number {
  if (curve.length === 0) return 0.5;
  let previousMiddle = curve[0]![0];
  let previousRate = curve[0]![1];
  if (score <= previousMiddle) return previousRate;
  for (let i = 1; i < curve.length; i += 1) {
    const [upper, rate] = curve[i]!;
    const middle = (curve[i - 1]![0] + upper) / 2;
    if (score <= middle)
      return previousRate + ((score - previousMiddle) / (middle - previousMiddle)) * (rate - previousRate);
    previousMiddle = middle;
    previousRate = rate;
  }
  return previousRate;
}
