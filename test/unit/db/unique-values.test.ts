import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimUniqueValue,
  findUniqueValueOwner,
  releaseUniqueValue,
} from '../../../lambdas/core/db/unique-values.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

describe('unique values', () => {
  it('blocks a second account whose e-mail differs only in case', async () => {
    const { data } = database;

    expect(await claimUniqueValue('email', 'Sam@Example.com', 'user-1', data)).toBe(true);
    expect(await claimUniqueValue('email', ' sam@EXAMPLE.com', 'user-2', data)).toBe(false);
    expect(await findUniqueValueOwner('email', 'SAM@example.com', data)).toBe('user-1');
  });

  it('lets the same owner claim again, so a retried step succeeds', async () => {
    const { data } = database;

    expect(await claimUniqueValue('transferEmail', 'sam.k7@in.example.com', 'user-1', data)).toBe(true);
    expect(await claimUniqueValue('transferEmail', 'sam.k7@in.example.com', 'user-1', data)).toBe(true);
  });

  it('treats a Message-ID with and without angle brackets as the same value', async () => {
    const { data } = database;

    expect(await claimUniqueValue('messageId', '<abc@mail.example>', 'email-1', data)).toBe(true);
    expect(await claimUniqueValue('messageId', 'abc@mail.example', 'email-2', data)).toBe(false);
  });

  it('releases a value only for its owner, after which another owner can claim it', async () => {
    const { data } = database;
    await claimUniqueValue('email', 'old@example.com', 'user-3', data);

    expect(await releaseUniqueValue('email', 'old@example.com', 'user-4', data)).toBe(false);
    expect(await releaseUniqueValue('email', 'OLD@example.com', 'user-3', data)).toBe(true);
    expect(await claimUniqueValue('email', 'old@example.com', 'user-4', data)).toBe(true);
  });

  it('finds e-mail and transfer addresses by prefix for the admin customer search', async () => {
    const { data } = database;
    await claimUniqueValue('transferEmail', 'samantha.q2@in.example.com', 'user-5', data);

    const { data: matches } = await data.uniqueValues.query
      .uniqueValuesByKind({ kind: 'transferEmail' })
      .begins({ value: 'SAM' })
      .go();

    expect(matches.map((match) => match.ownerId).sort()).toEqual(['user-1', 'user-5']);
  });
});
