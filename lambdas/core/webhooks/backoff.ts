/**
 * The retry schedule of a delivery (Standard Webhooks' recommendation): after the first attempt fails,
 * the next ones follow these delays; the last one comes about 27.6 hours after the first, so an
 * endpoint that is down for a day still gets its events. A delivery fails for good after
 * `MAX_ATTEMPTS` attempts.
 */
export const RETRY_DELAYS_MS = [
  5 * 1000,
  5 * 60 * 1000,
  30 * 60 * 1000,
  2 * 60 * 60 * 1000,
  5 * 60 * 60 * 1000,
  10 * 60 * 60 * 1000,
  10 * 60 * 60 * 1000,
] as const;

/** The first attempt and one per retry delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * When to try again after `attemptsMade` failed attempts (1 after the first), or null when the
 * delivery has used all its attempts.
 */
export function nextAttemptAfter(attemptsMade: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attemptsMade - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
