import { db } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import { incrementCounter } from '../db/counters.ts';

/** The per-day usage counter of a key (UTC day). */
export const dailyUsageCounterName = (apiKeyId: string, day: Date): string =>
  `apikey-usage#${apiKeyId}#${day.toISOString().slice(0, 10)}`;

/**
 * Records one accepted request: lastUsed and usageCount on the key (one atomic update, skipped when
 * the key was deleted meanwhile) and, in parallel, the key's counter for the day.
 */
export async function recordApiKeyUsage(apiKeyId: string, now = new Date()): Promise<void> {
  await Promise.all([
    unlessConditionFails(() =>
      db().apiKeys.patch({ apiKeyId }).set({ lastUsed: now.toISOString() }).add({ usageCount: 1 }).go(),
    ),
    incrementCounter(dailyUsageCounterName(apiKeyId, now)),
  ]);
}
