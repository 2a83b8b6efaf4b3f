import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataLayer } from '../../../lambdas/core/db/client.ts';
import { globalIndexes } from '../../../lambdas/core/db/table-definition.ts';
import { ensureTable } from '../../../lib/local/dynamo-table.ts';
import { startInMemoryDatabase, TEST_TABLE, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

describe('ensureTable', () => {
  it('creates an active on-demand table with pk/sk and every index of the table definition', async () => {
    const { Table } = await database.client.send(new DescribeTableCommand({ TableName: TEST_TABLE }));

    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
      globalIndexes.map((index) => index.indexName).sort(),
    );
    expect(Table?.GlobalSecondaryIndexes?.every((index) => index.Projection?.ProjectionType === 'ALL')).toBe(
      true,
    );
    expect(Table?.AttributeDefinitions?.every((definition) => definition.AttributeType === 'S')).toBe(true);
  });

  it('can be called again on an existing table without error or data loss', async () => {
    await database.data.counters.update({ name: 'probe' }).add({ value: 1 }).go();

    await ensureTable(database.client, TEST_TABLE);
    await ensureTable(database.client, TEST_TABLE);

    const { data } = await database.data.counters.get({ name: 'probe' }).go();
    expect(data?.value).toBe(1);
  });

  it('recreates a table of an older definition with the new indexes, keeping every item and a copy', async () => {
    const tableName = 'ticket-relay-older';
    const older = globalIndexes.slice(0, -1);
    await database.client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          'pk',
          'sk',
          ...older.flatMap((index) => [index.partitionKey, index.sortKey]),
        ].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: older.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    const data = createDataLayer({ client: database.client, tableName });
    for (let index = 0; index < 60; index += 1) {
      await data.counters
        .update({ name: `counter-${index}` })
        .add({ value: index })
        .go();
    }

    const backupDir = await mkdtemp(join(tmpdir(), 'table-backup-'));
    const told: { items: number; backup: string; indexes: string[] }[] = [];
    await ensureTable(database.client, tableName, {
      backupDir,
      onMigrated: (migration) => told.push(migration),
    });

    const { Table } = await database.client.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
      globalIndexes.map((index) => index.indexName).sort(),
    );
    expect(told).toEqual([
      { items: 60, backup: expect.stringContaining(backupDir), indexes: [globalIndexes.at(-1)!.indexName] },
    ]);
    expect((await data.counters.get({ name: 'counter-42' }).go()).data?.value).toBe(42);
    const { data: all } = await data.counters.scan.go({ pages: 'all' });
    expect(all).toHaveLength(60);
    expect((await readFile(told[0]!.backup, 'utf8')).trim().split('\n')).toHaveLength(60);
  });
});
