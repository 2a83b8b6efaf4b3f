import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeFromWindow } from '../../../lambdas/core/auth/rate-limit.ts';
import { setDataLayer } from '../../../lambdas/core/db/client.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from '../db/dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
  setDataLayer(database.data);
});

afterAll(async () => {
  setDataLayer(undefined);
  await database.stop();
});

const WINDOW = 15 * 60 * 1000;
const limit = (scope: string) => ({ scope, limit: 5, windowMs: WINDOW });
const windowStart = Math.floor(Date.UTC(2030, 0, 1) / WINDOW) * WINDOW;

describe('sliding-window limits on atomic counters', () => {
  it('allows the limit and refuses the next one', async () => {
    const tickets = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      tickets.push(await takeFromWindow(limit('basic'), 'key', windowStart + 1000));
    }

    expect(tickets.map((ticket) => ticket.allowed)).toEqual([true, true, true, true, true, false]);
  });

  it('counts parallel takes exactly', async () => {
    const tickets = await Promise.all(
      Array.from({ length: 10 }, () => takeFromWindow(limit('parallel'), 'key', windowStart + 1000)),
    );

    expect(tickets.filter((ticket) => ticket.allowed)).toHaveLength(5);
  });

  it('gives a released take back', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const ticket = await takeFromWindow(limit('released'), 'key', windowStart + 1000);
      await ticket.release();
    }

    expect((await takeFromWindow(limit('released'), 'key', windowStart + 2000)).count).toBe(1);
  });

  it('still remembers the previous window just after the boundary, and forgets it a window later', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await takeFromWindow(limit('boundary'), 'key', windowStart + WINDOW - 1000);
    }

    const justAfter = await takeFromWindow(limit('boundary'), 'key', windowStart + WINDOW + 1000);
    const muchLater = await takeFromWindow(limit('boundary'), 'key', windowStart + 2 * WINDOW - 1);

    expect(justAfter.allowed).toBe(false);
    expect(muchLater.count).toBeCloseTo(2, 0);
    expect(muchLater.allowed).toBe(true);
  });

  it('keeps keys and scopes apart', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await takeFromWindow(limit('apart'), 'a', windowStart);

    expect((await takeFromWindow(limit('apart'), 'b', windowStart)).allowed).toBe(true);
    expect((await takeFromWindow(limit('other'), 'a', windowStart)).allowed).toBe(true);
  });
});
