/**
 * Wraps an async read so that its result is reused for `maxAgeMs` (per process, like a Lambda
 * container). A failed read is not kept: the next call tries again.
 */
export function memoizeFor<T>(maxAgeMs: number, read: () => Promise<T>): () => Promise<T> {
  let cached: { value: Promise<T>; until: number } | undefined;
  return () => {
    const now = Date.now();
    if (cached && cached.until > now) return cached.value;
    const value = read();
    cached = { value, until: now + maxAgeMs };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    return value;
  };
}
