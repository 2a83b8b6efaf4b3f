import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keysOf, type TableKeys } from './key-conversions.ts';

/** BatchGetItem takes at most 100 keys a request. */
const KEYS_PER_REQUEST = 100;
/** BatchGetItem requests in flight at once. */
const REQUESTS_AT_ONCE = 10;
/** Requests for keys DynamoDB left unprocessed are sent again, this many times in all at most. */
const MAX_ROUNDS = 5;

/** What this needs of an ElectroDB entity (its schema's field names, and its response formatting). */
export interface BatchGetEntity {
  schema: { attributes: Record<string, { field?: string | undefined }> };
  parse(response: { Items: unknown[] }, options: { attributes?: string[] }): { data: unknown[] };
}

export interface BatchGetRequest<Composite> {
  client: DynamoDBDocumentClient;
  tableName: string;
  entity: BatchGetEntity;
  /** The entity's access pattern on the table's own keys. */
  accessPattern: string;
  composites: readonly Composite[];
  /** Only these attributes (a projection); every attribute when left out. */
  attributes?: readonly string[] | undefined;
}

const keyText = (key: TableKeys) => JSON.stringify(Object.entries(key).sort());

/**
 * One round of BatchGetItem for many items of one entity: every 100 keys at once, the keys built by
 * ElectroDB's conversions and the items formatted by `entity.parse`. ElectroDB's own batch `get`
 * builds a whole query chain for each key, which costs more CPU (about 6 ms per 100 keys) than the
 * request itself. Returns the items found and the composites DynamoDB left unprocessed.
 */
export async function batchGetRound<Item, Composite>(
  request: BatchGetRequest<Composite>,
): Promise<{ items: Item[]; unprocessed: Composite[] }> {
  const { client, tableName, entity, attributes } = request;
  const toKeys = keysOf<Composite>(entity, request.accessPattern);
  const byKey = new Map<string, { key: TableKeys; composite: Composite }>();
  for (const composite of request.composites) {
    const key = toKeys(composite);
    byKey.set(keyText(key), { key, composite });
  }
  const keys = [...byKey.values()].map(({ key }) => key);
  const fields = attributes?.map((name) => entity.schema.attributes[name]?.field ?? name);
  const projection = fields && {
    ProjectionExpression: fields.map((_, index) => `#a${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(fields.map((field, index) => [`#a${index}`, field])),
  };
  const requests = chunks(keys, KEYS_PER_REQUEST);
  const replies = [];
  for (const wave of chunks(requests, REQUESTS_AT_ONCE)) {
    replies.push(
      ...(await Promise.all(
        wave.map((chunk) =>
          client.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: chunk, ...projection } } })),
        ),
      )),
    );
  }
  const items: Item[] = [];
  const unprocessed: Composite[] = [];
  for (const reply of replies) {
    const found = reply.Responses?.[tableName] ?? [];
    if (found.length > 0) {
      const options = attributes ? { attributes: [...attributes] } : {};
      items.push(...(entity.parse({ Items: found }, options).data as Item[]));
    }
    for (const key of reply.UnprocessedKeys?.[tableName]?.Keys ?? []) {
      const asked = byKey.get(keyText(key as TableKeys));
      if (asked) unprocessed.push(asked.composite);
    }
  }
  return { items, unprocessed };
}

/** Rounds of `batchGetRound` until no key is left unprocessed (throttling), a few rounds at most. */
export async function batchGetAll<Item, Composite>(request: BatchGetRequest<Composite>): Promise<Item[]> {
  const items: Item[] = [];
  let pending = request.composites;
  for (let round = 0; pending.length > 0 && round < MAX_ROUNDS; round += 1) {
    const reply = await batchGetRound<Item, Composite>({ ...request, composites: pending });
    items.push(...reply.items);
    pending = reply.unprocessed;
  }
  return items;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
