import {
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';

/** gsi1's partition of the former User pattern `allUsers` (all users by creation), replaced by `usersByLastName`. */
export const FORMER_USERS_PARTITION = '$ticketrelay#users';
/** Users read and re-keyed per round (DynamoDB Limit; the writes of a round run in parallel). */
const PAGE_SIZE = 100;
const MAX_ATTEMPTS = 3;

interface StoredName {
  userId: string;
  firstName: string;
  lastName: string;
}

/**
 * Moves users stored before gsi1 became `usersByLastName` into the last-name index. ElectroDB writes
 * every index key on a put, but an update rewrites only the sort keys of the indexes it touches, never
 * a const partition key: an older user keeps the former gsi1 partition, even after a name change,
 * and admin search by last name alone does not find them. This reads the former partition (ids and
 * names only) and rewrites each user's names unchanged, with ElectroDB's new gsi1 sort key plus the
 * new partition (which refreshes `updatedAt`). The write is conditional on the names read; a user
 * renamed meanwhile is read again and retried, a user deleted meanwhile is skipped. Resolves to the
 * number of users re-keyed; once none are left it reads one empty page.
 */
export async function backfillLastNameKeys(data: DataLayer): Promise<number> {
  const index = data.users.query.usersByLastName({}).params() as QueryCommandInput;
  const partition = String(index.ExpressionAttributeValues?.[':pk']);
  let rekeyed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await data.documentClient.send(
      new QueryCommand({
        TableName: index.TableName,
        IndexName: index.IndexName,
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: '#entity = :entity',
        ProjectionExpression: '#id, #first, #last',
        ExpressionAttributeNames: {
          '#pk': 'gsi1pk',
          '#entity': '__edb_e__',
          '#id': 'userId',
          '#first': 'firstName',
          '#last': 'lastName',
        },
        ExpressionAttributeValues: { ':pk': FORMER_USERS_PARTITION, ':entity': 'user' },
        Limit: PAGE_SIZE,
        ExclusiveStartKey: startKey,
      }),
    );
    const written = await Promise.all(
      ((page.Items ?? []) as StoredName[]).map((user) => rekey(user, partition, data)),
    );
    rekeyed += written.filter(Boolean).length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rekeyed;
}

/** A name change between read and write fails the condition: read the user again, a few times. */
async function rekey(stored: StoredName, partition: string, data: DataLayer): Promise<boolean> {
  let names: StoredName | undefined = stored;
  for (let attempt = 0; names && attempt < MAX_ATTEMPTS; attempt += 1) {
    if (await rewriteKeys(names, partition, data)) return true;
    const { data: current } = await data.users.get({ userId: stored.userId }).go({ consistent: true });
    names = current ?? undefined;
  }
  return false;
}

async function rewriteKeys(
  { userId, firstName, lastName }: StoredName,
  partition: string,
  data: DataLayer,
): Promise<boolean> {
  const params = data.users
    .patch({ userId })
    .set({ firstName, lastName })
    .where(
      (attributes, { eq }) =>
        `${eq(attributes.firstName, firstName)} AND ${eq(attributes.lastName, lastName)}`,
    )
    .params() as UpdateCommandInput;
  const written = await unlessConditionFails(() =>
    data.documentClient.send(
      new UpdateCommand({
        ...params,
        UpdateExpression: `${params.UpdateExpression}, #backfillPk = :backfillPk`,
        ExpressionAttributeNames: { ...params.ExpressionAttributeNames, '#backfillPk': 'gsi1pk' },
        ExpressionAttributeValues: { ...params.ExpressionAttributeValues, ':backfillPk': partition },
      }),
    ),
  );
  return written !== undefined;
}
