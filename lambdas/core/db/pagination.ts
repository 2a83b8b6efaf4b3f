import { z } from 'zod';
import { keyAttributeNames } from './table-definition.ts';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const electroKeyAttributes: ReadonlySet<string> = new Set([...keyAttributeNames, '__edb_e__', '__edb_v__']);
const cursorKeyNames: ReadonlySet<string> = new Set(keyAttributeNames);

/**
 * The key a page ends at, as ElectroDB's cursor encodes it (base64url JSON of the table and index
 * keys). Only our own key attributes with string values are accepted, so a client cannot hand
 * DynamoDB an arbitrary start key.
 */
function decodeKey(cursor: string): Record<string, string> | undefined {
  if (cursor.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return undefined;
    const entries = Object.entries(key);
    const valid =
      entries.length > 0 &&
      entries.every(([name, value]) => cursorKeyNames.has(name) && typeof value === 'string');
    return valid ? (key as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/** Opaque to clients; `listQuerySchema` rejects anything that is not a cursor we issued. */
export const cursorSchema = z
  .string()
  .refine((cursor) => decodeKey(cursor) !== undefined, { message: 'Invalid cursor' });

/** Query parameters of every list route (strings on the wire, hence the coercion). */
export const listQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type ListQuery = z.output<typeof listQuerySchema>;

export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** ElectroDB's cursor from ours (they are the same encoding; this checks it). */
export function toElectroCursor(cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  if (!decodeKey(cursor)) throw new Error('Invalid cursor');
  return cursor;
}

/** Our opaque cursor from ElectroDB's (or from the keys of the last item of a page). */
export function toOpaqueCursor(electroCursor: string | null | undefined): string | null {
  return electroCursor ?? null;
}

function cursorAfter(item: Record<string, unknown>): string | null {
  const key = Object.fromEntries(
    Object.entries(item).filter(([name, value]) => cursorKeyNames.has(name) && typeof value === 'string'),
  );
  return Object.keys(key).length > 0 ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

function withoutKeys<T>(item: T): T {
  return Object.fromEntries(
    Object.entries(item as Record<string, unknown>).filter(([name]) => !electroKeyAttributes.has(name)),
  ) as T;
}

/** What `paginate` passes to the query's `go`: spread it into the options. */
export interface PageRequest {
  cursor: string | null;
  count: number;
  /**
   * DynamoDB's Limit per request. Without it each request reads up to 1 MB (thousands of items) to
   * return a page of 25. A filtered query may pass a larger read limit after spreading the options.
   */
  limit: number;
  data: 'includeKeys';
}

/**
 * Runs one page of an ElectroDB query: exactly `limit` items (ElectroDB keeps reading past filtered
 * items) and a cursor only when more items follow, so the last page never points at an empty one.
 *
 *     const page = await paginate((options) =>
 *       listings.query.listingsByCustomer({ customerId, status }).go({ ...options, order: 'desc' }), query);
 */
export async function paginate<T>(
  run: (request: PageRequest) => Promise<{ data: T[] }>,
  query: { cursor?: string | undefined; limit: number },
): Promise<Page<T>> {
  // One extra item tells whether another page exists; the cursor then points after the last item shown.
  const { data } = await run({
    cursor: toElectroCursor(query.cursor),
    count: query.limit + 1,
    limit: query.limit + 1,
    data: 'includeKeys',
  });
  const hasMore = data.length > query.limit;
  const items = data.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(withoutKeys),
    nextCursor: hasMore && last !== undefined ? cursorAfter(last as Record<string, unknown>) : null,
  };
}
