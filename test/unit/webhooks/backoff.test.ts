import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAfter, RETRY_DELAYS_MS } from '../../../lambdas/core/webhooks/backoff.ts';

const start = new Date('2026-11-22T00:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('the webhook retry schedule', () => {
  it("follows Standard Webhooks' delays: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h", () => {
    expect(RETRY_DELAYS_MS).toEqual([
      5 * SECOND,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      10 * HOUR,
    ]);
    expect(MAX_ATTEMPTS).toBe(8);
    expect(nextAttemptAfter(1, start)?.toISOString()).toBe('2026-11-22T00:00:05.000Z');
    expect(nextAttemptAfter(2, start)?.toISOString()).toBe('2026-11-22T00:05:00.000Z');
    expect(nextAttemptAfter(7, start)?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('grows with every failure and keeps retrying for more than 24 hours before giving up', () => {
    let at = start;
    const gaps: number[] = [];
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts += 1) {
      const next = nextAttemptAfter(attempts, at)!;
      gaps.push(next.getTime() - at.getTime());
      at = next;
    }
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(at.getTime() - start.getTime()).toBeGreaterThan(24 * HOUR);
    expect(nextAttemptAfter(MAX_ATTEMPTS, at)).toBeNull();
  });
});
