import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, type DataLayer } from '../db/client.ts';
import { memoizeFor } from '../memoize-for.ts';

/**
 * How long a container reuses the customers' last names for search. A customer who registered or
 * renamed elsewhere within this time is not yet found by last name alone (e-mail, transfer e-mail,
 * first name and "first last" find them at once).
 */
export const LAST_NAMES_MAX_AGE_MS = 30_000;

interface LastNameEntry {
  userId: string;
  /** Lower-cased, as ElectroDB writes it into the name keys. */
  lastName: string;
}

const readers = new WeakMap<DataLayer, () => Promise<LastNameEntry[]>>();

/**
 * Every customer's id and last name, from one paged Query of the customers' partition of gsi2
 * (usersByRole: admins are not read) projecting only those two attributes; kept per container for
 * `LAST_NAMES_MAX_AGE_MS`. Last names have no index of their own (see README.md).
 */
function lastNamesOf(data: DataLayer): Promise<LastNameEntry[]> {
  let read = readers.get(data);
  if (!read) {
    read = memoizeFor(LAST_NAMES_MAX_AGE_MS, () => readLastNames(data));
    readers.set(data, read);
  }
  return read();
}

async function readLastNames(data: DataLayer): Promise<LastNameEntry[]> {
  const params = data.users.query.usersByRole({ role: 'customer' }).params() as QueryCommandInput;
  const entries: LastNameEntry[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await data.documentClient.send(
      new QueryCommand({
        ...params,
        ExpressionAttributeNames: {
          ...params.ExpressionAttributeNames,
          '#id': 'userId',
          '#last': 'lastName',
        },
        ProjectionExpression: '#id, #last',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      entries.push({ userId: String(item.userId), lastName: String(item.lastName ?? '').toLowerCase() });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return entries;
}

/** Ids of customers whose last name starts with `prefix` (lower-case), at most `limit`. */
export async function customerIdsByLastName(
  prefix: string,
  limit: number,
  data: DataLayer = db(),
): Promise<string[]> {
  const ids: string[] = [];
  for (const entry of await lastNamesOf(data)) {
    if (entry.lastName.startsWith(prefix)) ids.push(entry.userId);
    if (ids.length === limit) break;
  }
  return ids;
}

/** After a change of a last name in this container: the next search reads them afresh. */
export function forgetLastNames(data: DataLayer = db()): void {
  readers.delete(data);
}
