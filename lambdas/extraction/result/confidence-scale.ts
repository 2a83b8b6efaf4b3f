/**
 * The 0-100 confidence scale. A confidence states a held-out probability of being right, placed so that
 * the spec's bands mean what they say (spec 001 §9): 90 or more ⇔ at least 97 % right, 70 ⇔ 90 % right.
 */
const anchors: [probability: number, confidence: number][] = [
  [0, 0],
  [0.5, 20],
  [0.8, 50],
  [0.9, 70],
  [0.97, 90],
  [1, 100],
];

/** A calibrated probability of being right, as a 0-100 confidence. */
export function toConfidence(probability: number): number {
  const p = Math.min(1, Math.max(0, probability));
  for (let i = 1; i < anchors.length; i += 1) {
    const [p1, c1] = anchors[i]!;
    const [p0, c0] = anchors[i - 1]!;
    if (p <= p1) return Math.round(c0 + ((p - p0) / (p1 - p0)) * (c1 - c0));
  }
  return 100;
}

/** The probability a confidence stands for (the inverse of toConfidence). */
export function toProbability(confidence: number): number {
  const c = Math.min(100, Math.max(0, confidence));
  for (let i = 1; i < anchors.length; i += 1) {
    const [p1, c1] = anchors[i]!;
    const [p0, c0] = anchors[i - 1]!;
    if (c <= c1) return p0 + ((c - c0) / (c1 - c0)) * (p1 - p0);
  }
  return 1;
}
