import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
