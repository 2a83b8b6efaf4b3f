import {
  BatchWriteItemCommand,
  DeleteTableCommand,
  ScanCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

type Item = Record<string, AttributeValue>;

/** BatchWriteItem takes at most 25 puts. */
const PUTS_PER_REQUEST = 25;
const MAX_WRITE_ROUNDS = 8;

/** Every item of the table (a paged Scan). */
async function scanAll(client: DynamoDBClient, tableName: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Writes the items back (puts, 25 a request, unprocessed ones sent again). */
async function putAll(client: DynamoDBClient, tableName: string, items: readonly Item[]): Promise<void> {
  for (let start = 0; start < items.length; start += PUTS_PER_REQUEST) {
    let pending = items.slice(start, start + PUTS_PER_REQUEST).map((Item) => ({ PutRequest: { Item } }));
    for (let round = 0; pending.length > 0; round += 1) {
      if (round === MAX_WRITE_ROUNDS)
        throw new Error(`Could not write ${pending.length} item(s) back to ${tableName}`);
      const reply = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: pending } }));
      pending = (reply.UnprocessedItems?.[tableName] ?? []).flatMap((request) =>
        request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
      );
    }
  }
}

/**
 * dynalite cannot add a GSI to an existing table, so a local table from an older table definition is
 * copied out, deleted, and recreated by `recreate` with its items written back. The copy is kept as
 * JSON lines in `backupDir` first, so an interrupted migration loses nothing. Resolves to the number
 * of items carried over and the backup's path.
 */
export async function migrateTableItems(
  client: DynamoDBClient,
  tableName: string,
  backupDir: string,
  recreate: () => Promise<void>,
): Promise<{ items: number; backup: string }> {
  const items = await scanAll(client, tableName);
  await mkdir(backupDir, { recursive: true });
  const backup = join(
    backupDir,
    `${tableName}-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`,
  );
  await writeFile(backup, '');
  for (let start = 0; start < items.length; start += 1000) {
    const lines = items.slice(start, start + 1000).map((item) => `${JSON.stringify(item)}\n`);
    await appendFile(backup, lines.join(''));
  }
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  await recreate();
  await putAll(client, tableName, items);
  return { items: items.length, backup };
}
