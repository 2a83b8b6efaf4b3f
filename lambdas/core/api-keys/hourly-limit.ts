import { incrementCounter } from '../db/counters.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface HourlyWindow {
  limit: number;
  /** Requests counted in this window, this one included. */
  count: number;
  allowed: boolean;
  remaining: number;
  /** Epoch seconds at which the window ends and the count starts again. */
  resetAt: number;
  /** Seconds from now until then (at least 1). */
  resetInSeconds: number;
}

/**
 * Counts one request of a key in its fixed UTC hour window: one atomic ADD on a counter named
 * `apikey-rate#<key hash>#<hour>` (named by the hash, not the id, so that it runs in parallel with the
 * lookup of the key; the TTL removes it an hour after the window).
 */
export async function countHourlyRequest(keyHash: string, now = Date.now()): Promise<number> {
  const hour = Math.floor(now / HOUR_MS);
  return incrementCounter(`apikey-rate#${keyHash}#${hour}`, 1, {
    expiresAt: new Date((hour + 2) * HOUR_MS),
  });
}

/** The window of a key with `limit` requests per hour after `count` requests: request limit + 1 is refused. */
export function hourlyWindow(limit: number, count: number, now = Date.now()): HourlyWindow {
  const windowEnd = (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
  return {
    limit,
    count,
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    resetAt: Math.floor(windowEnd / 1000),
    resetInSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
  };
}

/** The RateLimit-* headers (seconds until reset) and their X-RateLimit-* twins (epoch seconds). */
export function rateLimitHeaders(window: HourlyWindow): Record<string, string> {
  const headers: Record<string, string> = {
    'ratelimit-limit': String(window.limit),
    'ratelimit-remaining': String(window.remaining),
    'ratelimit-reset': String(window.resetInSeconds),
    'x-ratelimit-limit': String(window.limit),
    'x-ratelimit-remaining': String(window.remaining),
    'x-ratelimit-reset': String(window.resetAt),
  };
  if (!window.allowed) headers['retry-after'] = String(window.resetInSeconds);
  return headers;
}
