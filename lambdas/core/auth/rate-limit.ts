import { incrementCounter, readCounters } from '../db/counters.ts';

export interface WindowLimit {
  /** Names the counter family, e.g. `signin-account`. */
  scope: string;
  limit: number;
  windowMs: number;
}

export interface WindowTicket {
  /** The estimated number taken within the last `windowMs`, this one included. */
  count: number;
  allowed: boolean;
  /** Gives this one back (e.g. a sign-in that succeeded does not count as a failure). */
  release(): Promise<void>;
}

const counterName = (scope: string, key: string, window: number) => `ratelimit#${scope}#${key}#${window}`;

/**
 * Takes one from a sliding-window limit built on atomic counters, one per fixed window
 * (`<scope>#<key>#<window>`): the estimate is this window's count plus the previous window's count
 * weighted by how much of it still lies within `windowMs` of now. Counting before the guarded work
 * keeps parallel attempts from slipping past the limit together.
 */
export async function takeFromWindow(
  { scope, limit, windowMs }: WindowLimit,
  key: string,
  now = Date.now(),
): Promise<WindowTicket> {
  const window = Math.floor(now / windowMs);
  const name = counterName(scope, key, window);
  const previousName = counterName(scope, key, window - 1);
  // TTL clean-up once the next window no longer reads this one; the key itself changes with the window.
  const expiresAt = new Date((window + 2) * windowMs);
  const [current, previous] = await Promise.all([
    incrementCounter(name, 1, { expiresAt }),
    readCounters([previousName]),
  ]);
  const previousShare = 1 - (now - window * windowMs) / windowMs;
  const count = current + (previous[previousName] ?? 0) * previousShare;
  return {
    count,
    allowed: count <= limit,
    release: async () => {
      await incrementCounter(name, -1, { expiresAt });
    },
  };
}
