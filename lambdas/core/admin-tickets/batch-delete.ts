/**
 * Deletes by key through an ElectroDB entity's batch delete (BatchWriteItem, 25 keys a request, no
 * transaction: dynalite has none), asking again for the keys DynamoDB left unprocessed.
 */
export async function deleteInBatches<K>(
  keys: readonly K[],
  remove: (keys: K[]) => Promise<{ unprocessed: K[] }>,
  chunkSize = 500,
): Promise<void> {
  for (let start = 0; start < keys.length; start += chunkSize) {
    let pending = keys.slice(start, start + chunkSize);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= 8) throw new Error(`Batch delete left ${pending.length} item(s) unprocessed`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      ({ unprocessed: pending } = await remove(pending));
    }
  }
}
