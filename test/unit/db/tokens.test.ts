import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeToken } from '../../../lambdas/core/db/tokens.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

const createToken = (
  tokenHash: string,
  expiresAt: Date,
  kind: 'emailVerification' | 'passwordReset' = 'passwordReset',
) =>
  database.data.tokens
    .create({
      tokenHash,
      kind,
      userId: 'user-1',
      email: 'User@Example.com',
      expiresAt: expiresAt.toISOString(),
    })
    .go();

describe('consumeToken', () => {
  it('uses a reset token once; the second use is refused', async () => {
    await createToken('hash-1', new Date(Date.now() + 3_600_000));

    const first = await consumeToken('hash-1', 'passwordReset', database.data);
    const second = await consumeToken('hash-1', 'passwordReset', database.data);

    expect(first).toMatchObject({ userId: 'user-1', used: true, email: 'user@example.com' });
    expect(second).toBeUndefined();
  });

  it('refuses an expired token even though it is still stored', async () => {
    await createToken('hash-2', new Date(Date.now() - 1_000));

    expect(await consumeToken('hash-2', 'passwordReset', database.data)).toBeUndefined();
  });

  it('refuses a token of another kind and an unknown token', async () => {
    await createToken('hash-3', new Date(Date.now() + 3_600_000), 'emailVerification');

    expect(await consumeToken('hash-3', 'passwordReset', database.data)).toBeUndefined();
    expect(await consumeToken('hash-unknown', 'passwordReset', database.data)).toBeUndefined();
  });

  it('stores the expiry as epoch seconds in the TTL attribute', async () => {
    const expiresAt = new Date('2031-03-04T05:06:07.000Z');
    await createToken('hash-4', expiresAt);

    const { data: token } = await database.data.tokens.get({ tokenHash: 'hash-4' }).go();

    expect(token?.expiresAtEpoch).toBe(Math.floor(expiresAt.getTime() / 1000));
  });
});
