import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORMER_USERS_PARTITION,
  backfillLastNameKeys,
} from '../../../lambdas/core/admin-customers/backfill-last-name-keys.ts';
import { searchCustomers } from '../../../lambdas/core/admin-customers/search-customers.ts';
import type { NewUser } from '../../../lambdas/core/db/entities/user.ts';
import { TEST_TABLE, startInMemoryDatabase, type InMemoryDatabase } from '../db/dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

/** A user as stored before gsi1 became usersByLastName: gsi1 held the `allUsers` keys. */
async function createFormerUser(fields: NewUser) {
  const { data: user } = await database.data.users.create(fields).go();
  await database.data.documentClient.send(
    new UpdateCommand({
      TableName: TEST_TABLE,
      Key: { pk: `$ticketrelay#userid_${user.userId.toLowerCase()}`, sk: '$user_1' },
      UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
      ExpressionAttributeValues: {
        ':pk': FORMER_USERS_PARTITION,
        ':sk': `$user_1#createdat_${user.createdAt.toLowerCase()}`,
      },
    }),
  );
  return user;
}

const rawItem = async (userId: string) => {
  const { data } = await database.data.users.get({ userId }).go({ data: 'includeKeys' });
  return data as unknown as Record<string, unknown>;
};

describe('last-name index backfill', () => {
  it('moves users stored under the former gsi1 keys into the last-name index, once, renamed or not', async () => {
    const former = await createFormerUser({
      email: 'greta.lindqvist@example.com',
      firstName: 'Greta',
      lastName: 'Lindqvist',
      phone: '+46 555 0100',
    });
    // A name change rewrites gsi1's sort key but not its (const) partition key: still not found.
    const renamed = await createFormerUser({
      email: 'nils@example.com',
      firstName: 'Nils',
      lastName: 'Berg',
    });
    await database.data.users
      .patch({ userId: renamed.userId })
      .set({ lastName: 'Lindberg' })
      .composite({ firstName: 'Nils' })
      .go();
    const current = (
      await database.data.users
        .create({ email: 'lars@example.com', firstName: 'Lars', lastName: 'Lindgren' })
        .go()
    ).data;

    const before = await searchCustomers('LIND', 20, database.data);
    const rekeyed = await backfillLastNameKeys(database.data);
    const after = await searchCustomers('LIND', 20, database.data);
    const again = await backfillLastNameKeys(database.data);

    expect(before.map((customer) => customer.id)).toEqual([current.userId]);
    expect(rekeyed).toBe(2);
    // Last name order: Lindberg, Lindgren, Lindqvist.
    expect(after.map((customer) => customer.id)).toEqual([renamed.userId, current.userId, former.userId]);
    expect(again).toBe(0);
    const stored = await rawItem(former.userId);
    expect(stored).toMatchObject({
      email: 'greta.lindqvist@example.com',
      firstName: 'Greta',
      lastName: 'Lindqvist',
      phone: '+46 555 0100',
      gsi1pk: '$ticketrelay#users#lastname',
      gsi1sk: `$user_1#lastname_lindqvist#firstname_greta#userid_${former.userId.toLowerCase()}`,
      gsi4sk: '$user_1#firstname_greta#lastname_lindqvist',
    });
  });
});
