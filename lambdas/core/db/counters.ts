import { db, type DataLayer } from './client.ts';

/**
 * Adds to a named counter atomically (DynamoDB ADD; the item is created at 0 on first use) and
 * resolves to the new value. `expiresAt` marks short-lived counters such as rate-limit windows for
 * TTL clean-up; readers of such counters must still compare the window themselves.
 */
export async function incrementCounter(
  name: string,
  by = 1,
  options: { expiresAt?: Date; data?: DataLayer } = {},
): Promise<number> {
  const data = options.data ?? db();
  const update = data.counters.update({ name }).add({ value: by });
  const withExpiry = options.expiresAt
    ? update.set({ expiresAtEpoch: Math.floor(options.expiresAt.getTime() / 1000) })
    : update;
  const { data: updated } = await withExpiry.go({ response: 'all_new' });
  return updated.value ?? by;
}

/** Current values of the named counters; a counter never written reads 0. */
export async function readCounters<N extends string>(
  names: readonly N[],
  data: DataLayer = db(),
): Promise<Record<N, number>> {
  const result = Object.fromEntries(names.map((name) => [name, 0])) as Record<N, number>;
  if (names.length === 0) return result;
  const { data: items } = await data.counters.get(names.map((name) => ({ name }))).go();
  for (const item of items) result[item.name as N] = item.value;
  return result;
}
