import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
} from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS } from '../../../lib/local/blobs.ts';
import { ensureTable } from '../../../lib/local/dynamo-table.ts';
import { startStorageProcess, type StorageProcess } from '../../../lib/local/storage-process.ts';

const TABLE = 'storage-process-test';
const BUCKET = 'storage-process-test';
const credentials = S3RVER_CREDENTIALS;

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the storage process (dynalite and s3rver in a child process)', () => {
  let dataDir = '';
  const started: StorageProcess[] = [];
  const start = async () => {
    const storage = await startStorageProcess({ dataDir, dynamodbPort: 0, s3Port: 0, buckets: [BUCKET] });
    started.push(storage);
    return storage;
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ticket-relay-storage-'));
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((storage) => storage.stop()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves DynamoDB and S3 on the ports it reports, keeps the data across a restart, and ends on stop', async () => {
    const first = await start();
    expect(first.pid).not.toBe(process.pid);
    const dynamodb = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${first.dynamodbPort}`,
      credentials,
    });
    await ensureTable(dynamodb, TABLE);
    const key = { pk: { S: 'item' }, sk: { S: 'one' } };
    await dynamodb.send(new PutItemCommand({ TableName: TABLE, Item: { ...key, value: { S: 'kept' } } }));
    const s3 = (port: number) =>
      new S3Client({
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        credentials,
      });
    await s3(first.s3Port).send(new PutObjectCommand({ Bucket: BUCKET, Key: 'raw', Body: 'raw mime' }));
    dynamodb.destroy();

    await first.stop();
    expect(isRunning(first.pid)).toBe(false);

    const second = await start();
    const again = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${second.dynamodbPort}`,
      credentials,
    });
    const { Item } = await again.send(new GetItemCommand({ TableName: TABLE, Key: key }));
    expect(Item?.value).toEqual({ S: 'kept' });
    again.destroy();
    const object = await s3(second.s3Port).send(new GetObjectCommand({ Bucket: BUCKET, Key: 'raw' }));
    expect(await object.Body?.transformToString()).toBe('raw mime');
    // Two process starts on a loaded machine: more than the unit project's default.
  }, 60_000);

  it('answers item requests with the table as it is after it was deleted and created again', async () => {
    const storage = await start();
    const dynamodb = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${storage.dynamodbPort}`,
      credentials,
    });
    const table = 'recreated';
    const attribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });
    const create = (indexes: string[]) =>
      dynamodb.send(
        new CreateTableCommand({
          TableName: table,
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
          AttributeDefinitions: [attribute('pk'), ...indexes.map(attribute)],
          ...(indexes.length > 0 && {
            GlobalSecondaryIndexes: indexes.map((name) => ({
              IndexName: name,
              KeySchema: [{ AttributeName: name, KeyType: 'HASH' as const }],
              Projection: { ProjectionType: 'ALL' as const },
            })),
          }),
        }),
      );
    // Table actions finish after they answer, as in DynamoDB: wait for the status they lead to.
    const status = () =>
      dynamodb.send(new DescribeTableCommand({ TableName: table })).then(
        ({ Table }) => Table?.TableStatus,
        () => 'GONE',
      );
    const until = async (wanted: string) => {
      while ((await status()) !== wanted) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const put = (pk: string) =>
      dynamodb.send(
        new PutItemCommand({ TableName: table, Item: { pk: { S: pk }, byOwner: { S: 'owner' } } }),
      );
    await create([]);
    await until('ACTIVE');
    await put('before');

    await dynamodb.send(new DeleteTableCommand({ TableName: table }));
    await until('GONE');
    await expect(put('while deleted')).rejects.toMatchObject({ name: 'ResourceNotFoundException' });

    await create(['byOwner']);
    await until('ACTIVE');
    await put('after');
    const { Items } = await dynamodb.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'byOwner',
        KeyConditionExpression: 'byOwner = :owner',
        ExpressionAttributeValues: { ':owner': { S: 'owner' } },
      }),
    );
    expect(Items?.map((item) => item.pk?.S)).toEqual(['after']);
    dynamodb.destroy();
  });

  it('reports the CPU time and peak memory it has used', async () => {
    const storage = await start();
    const { cpu, peakRss } = await storage.usage();
    expect(cpu.user + cpu.system).toBeGreaterThan(0);
    expect(peakRss).toBeGreaterThan(1024 * 1024);
  });

  it('fails to start with the error of a port that is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      await expect(
        startStorageProcess({ dataDir, dynamodbPort: port, s3Port: 0, buckets: [BUCKET] }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
