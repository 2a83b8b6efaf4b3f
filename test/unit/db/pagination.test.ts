import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuerySchema, paginate, toElectroCursor } from '../../../lambdas/core/db/pagination.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

const customerPage = (
  customerId: string,
  status: 'pending' | 'listed',
  query: { cursor?: string; limit: number },
) =>
  paginate(
    (options) =>
      database.data.listings.query
        .listingsByCustomer({ customerId, status })
        .go({ ...options, order: 'desc' }),
    query,
  );

describe('list query schema', () => {
  it('defaults the page size to 25 and coerces it from the query string', () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: 25 });
    expect(listQuerySchema.parse({ limit: '7' })).toEqual({ limit: 7 });
  });

  it('refuses page sizes outside 1-100 and cursors we did not issue', () => {
    expect(listQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ cursor: 'not a cursor' }).success).toBe(false);
    const foreignKey = Buffer.from(JSON.stringify({ secret: 'x' })).toString('base64url');
    expect(listQuerySchema.safeParse({ cursor: foreignKey }).success).toBe(false);
    expect(() => toElectroCursor(foreignKey)).toThrow(/Invalid cursor/);
  });
});

describe('paginate', () => {
  it("returns a customer's listings of one status newest first, across pages without repeats or gaps", async () => {
    const created: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const { data } = await database.data.listings
        .create({ customerId: 'customer-a', eventName: `Show ${index}`, quantity: 1 })
        .go();
      created.push(data.listingId);
    }
    // Other customers' and other statuses' listings must not leak into the tab.
    await database.data.listings.create({ customerId: 'customer-b', eventName: 'Other', quantity: 1 }).go();
    await database.data.listings
      .create({ customerId: 'customer-a', eventName: 'Live', quantity: 1, status: 'listed' })
      .go();

    const seen: string[] = [];
    const pageSizes: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await customerPage('customer-a', 'pending', { limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((item) => item.listingId));
      pageSizes.push(page.items.length);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);

    expect(seen).toEqual([...created].reverse());
    expect(pageSizes).toEqual([3, 3, 1]);
  });

  it('gives no cursor when the last page is exactly full, and strips the key attributes', async () => {
    for (let index = 0; index < 2; index += 1) {
      await database.data.listings
        .create({ customerId: 'customer-c', eventName: `Show ${index}`, quantity: 1 })
        .go();
    }

    const page = await customerPage('customer-c', 'pending', { limit: 2 });

    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toBeNull();
    expect(
      Object.keys(page.items[0] ?? {}).filter((name) => /^(pk|sk|gsi\d(pk|sk)|__edb_[ev]__)$/.test(name)),
    ).toEqual([]);
  });

  it('accepts the cursor it issued through the list query schema', async () => {
    const first = await customerPage('customer-a', 'pending', { limit: 2 });
    const query = listQuerySchema.parse({ cursor: first.nextCursor, limit: '2' });

    const second = await customerPage('customer-a', 'pending', query);

    expect(second.items).toHaveLength(2);
    expect(second.items[0]?.listingId).not.toBe(first.items[1]?.listingId);
  });
});
