import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { createDataLayer, type DataLayer } from '../../../lambdas/core/db/client.ts';
import { ensureTable } from '../../../lib/local/dynamo-table.ts';

// dynalite is CommonJS without type declarations; this is the part of its API the tests use.
type Dynalite = (options: { createTableMs: number; deleteTableMs: number; updateTableMs: number }) => Server;
const dynalite = createRequire(import.meta.url)('dynalite') as Dynalite;

export const TEST_TABLE = 'ticket-relay-test';

export interface InMemoryDatabase {
  client: DynamoDBClient;
  data: DataLayer;
  stop(): Promise<void>;
}

/** An in-memory dynalite on a free loopback port, with the table created and a data layer on it. */
export async function startInMemoryDatabase(): Promise<InMemoryDatabase> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  await ensureTable(client, TEST_TABLE);
  return {
    client,
    data: createDataLayer({ client, tableName: TEST_TABLE }),
    async stop() {
      client.destroy();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
