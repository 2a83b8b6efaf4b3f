import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BatchGetEntity } from './batch-get.ts';
import { keysOf, type TableKeys } from './key-conversions.ts';
import { primaryKey } from './table-definition.ts';

/** Rounds for keys DynamoDB leaves unprocessed (throttling) before giving up. */
const MAX_ROUNDS = 5;

/** One item to read: an entity's access pattern on the table's own keys, and its composite. */
export interface ItemToGet {
  entity: BatchGetEntity;
  accessPattern: string;
  composite: Record<string, unknown>;
}

const keyText = (key: Record<string, unknown>) =>
  `${String(key[primaryKey.partitionKey])}\u0000${String(key[primaryKey.sortKey])}`;

/**
 * Reads a few items of different entities in one strongly consistent BatchGetItem (up to 100),
 * where the same reads as separate GetItems would cost a request each. Resolves to each item, or
 * undefined where it does not exist, in the order asked.
 */
export async function getTogether(
  client: DynamoDBDocumentClient,
  tableName: string,
  wanted: readonly ItemToGet[],
): Promise<unknown[]> {
  const keys: TableKeys[] = wanted.map(({ entity, accessPattern, composite }) =>
    keysOf<Record<string, unknown>>(entity, accessPattern)(composite),
  );
  const found = new Map<string, Record<string, unknown>>();
  let pending: Record<string, unknown>[] = keys;
  for (let round = 0; pending.length > 0; round += 1) {
    if (round === MAX_ROUNDS) throw new Error('The database left keys unprocessed; try again');
    const reply = await client.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending, ConsistentRead: true } } }),
    );
    for (const item of reply.Responses?.[tableName] ?? []) found.set(keyText(item), item);
    pending = reply.UnprocessedKeys?.[tableName]?.Keys ?? [];
  }
  return wanted.map(({ entity }, index) => {
    const item = found.get(keyText(keys[index]!));
    return item ? entity.parse({ Items: [item] }, {}).data[0] : undefined;
  });
}
