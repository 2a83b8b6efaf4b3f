import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoDbClient, db, setDataLayer } from '../../../lambdas/core/db/client.ts';
import { getActiveModelVersion } from '../../../lambdas/core/db/model-versions.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  setDataLayer(undefined);
  await database.stop();
});

describe('data layer client', () => {
  it('points the SDK client at the configured region and local endpoint', async () => {
    const client = createDynamoDbClient({
      AWS_REGION: 'eu-west-1',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:4567',
    });

    expect(await client.config.region()).toBe('eu-west-1');
    const endpoint = await client.config.endpoint?.();
    expect(endpoint?.hostname).toBe('127.0.0.1');
    expect(endpoint?.port).toBe(4567);
    client.destroy();
  });

  it('lets handlers use an injected data layer through db() and the helpers without arguments', async () => {
    setDataLayer(database.data);

    const { users } = db();
    const { data: user } = await users.create({ email: 'handler@example.com' }).go();

    expect(db()).toBe(database.data);
    expect((await database.data.users.get({ userId: user.userId }).go()).data?.email).toBe(
      'handler@example.com',
    );
    expect(await getActiveModelVersion()).toBe('v1.0');
  });
});
