import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incrementCounter, readCounters } from '../../../lambdas/core/db/counters.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

describe('counters', () => {
  it('adds concurrent increments atomically', async () => {
    await Promise.all(
      Array.from({ length: 10 }, () => incrementCounter('emails', 1, { data: database.data })),
    );

    expect(await incrementCounter('emails', 5, { data: database.data })).toBe(15);
  });

  it('reads counters that were never written as 0', async () => {
    await incrementCounter('rawBytes', 2048, { data: database.data });

    expect(await readCounters(['rawBytes', 'tickets'], database.data)).toEqual({
      rawBytes: 2048,
      tickets: 0,
    });
  });

  it('marks a rate-limit window for clean-up by TTL', async () => {
    const expiresAt = new Date('2030-01-01T00:01:00Z');

    await incrementCounter('login:user-1:202912312359', 1, { data: database.data, expiresAt });

    const { data: item } = await database.data.counters.get({ name: 'login:user-1:202912312359' }).go();
    expect(item?.expiresAtEpoch).toBe(expiresAt.getTime() / 1000);
  });
});
