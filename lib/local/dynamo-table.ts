import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  ResourceNotFoundException,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { globalIndexes, keyAttributeNames, primaryKey } from '../../lambdas/core/db/table-definition.ts';
import { migrateTableItems } from './table-migration.ts';

const WAIT_LIMIT_MS = 60_000;

export interface EnsureTableOptions {
  /** Where the copy of a table being migrated to new indexes is kept (default: the system's temp folder). */
  backupDir?: string | undefined;
  /** Told when a table was migrated. */
  onMigrated?: (migration: { items: number; backup: string; indexes: string[] }) => void;
}

/**
 * Creates the single table (pk/sk and every GSI of table-definition.ts, on-demand, ALL projection)
 * unless it exists, then waits until it and its indexes are ACTIVE. Safe to call on every start. A
 * table without some of the indexes (an older definition) is recreated with its items
 * (table-migration.ts). No TTL: dynalite has no UpdateTimeToLive, and expiry is checked in code anyway.
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  options: EnsureTableOptions = {},
): Promise<void> {
  const existing = await describeTable(client, tableName);
  const missing = existing ? missingIndexes(existing) : [];
  if (existing && missing.length > 0) {
    const migration = await migrateTableItems(client, tableName, options.backupDir ?? tmpdir(), async () => {
      await waitUntilGone(client, tableName);
      await client.send(new CreateTableCommand(createTableInput(tableName)));
      await waitUntilActive(client, tableName);
    });
    options.onMigrated?.({ ...migration, indexes: missing });
  } else if (!existing) {
    try {
      await client.send(new CreateTableCommand(createTableInput(tableName)));
    } catch (error) {
      // Another process created it between our describe and create: fine, wait for it below.
      if (!(error instanceof ResourceInUseException)) throw error;
    }
  }
  await waitUntilActive(client, tableName);
}

function createTableInput(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: keyAttributeNames.map((name) => ({
      AttributeName: name,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: primaryKey.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: primaryKey.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: globalIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}

async function describeTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<TableDescription | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** The indexes of the table definition the table lacks. */
function missingIndexes(table: TableDescription): string[] {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  return globalIndexes.filter((index) => !present.has(index.indexName)).map((index) => index.indexName);
}

async function waitUntilGone(client: DynamoDBClient, tableName: string): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (let delay = 25; await describeTable(client, tableName); delay = Math.min(delay * 2, 1_000)) {
    if (Date.now() > deadline)
      throw new Error(`Table ${tableName} was not deleted within ${WAIT_LIMIT_MS} ms`);
    await sleep(delay);
  }
}

async function waitUntilActive(client: DynamoDBClient, tableName: string): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (let delay = 25; ; delay = Math.min(delay * 2, 1_000)) {
    const table = await describeTable(client, tableName);
    const indexesActive = (table?.GlobalSecondaryIndexes ?? []).every(
      (index) => index.IndexStatus === 'ACTIVE',
    );
    if (table?.TableStatus === 'ACTIVE' && indexesActive) return;
    if (Date.now() > deadline)
      throw new Error(`Table ${tableName} did not become ACTIVE within ${WAIT_LIMIT_MS} ms`);
    await sleep(delay);
  }
}
