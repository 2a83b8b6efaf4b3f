import { db, type DataLayer } from '../db/client.ts';
import { listingStatuses, type Listing, type ListingStatus } from '../db/entities/listing.ts';
import { paginate, type Page } from '../db/pagination.ts';
import { withOwnCursor } from './foreign-cursor.ts';
import { NotFoundError } from '../http/errors.ts';
import { toPublicListing } from './public-views.ts';
import type { PublicListing } from './schemas.ts';

export interface ListingListFilters {
  status?: ListingStatus | undefined;
  customerId?: string | undefined;
}

interface PageQuery {
  limit: number;
  cursor?: string | undefined;
}

const STATUS_PARTITION_KEY = 'gsi2pk';
const statusPartition = (status: ListingStatus) => `$ticketrelay#listings#status_${status}`;

const decode = (cursor: string): Record<string, string> =>
  JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, string>;
const encode = (key: Record<string, string>): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

/** Which status partition a cursor of the all-listings walk continues, and from where in it. */
function walkPosition(cursor: string | undefined): { statusIndex: number; cursor?: string } {
  if (!cursor) return { statusIndex: 0 };
  const key = decode(cursor);
  const statusIndex = listingStatuses.findIndex(
    (status) => key[STATUS_PARTITION_KEY] === statusPartition(status),
  );
  if (statusIndex < 0) return { statusIndex: 0 };
  // A key naming only the partition means "from the start of this status" (set when a page ended on a boundary).
  return key.gsi2sk === undefined ? { statusIndex } : { statusIndex, cursor };
}

/**
 * No filter: every listing, status by status (pending, listed, sold, cancelled), newest first within
 * each, reading the by-status index (gsi2) partition after partition; the cursor names the partition.
 */
async function allListings(query: PageQuery, data: DataLayer): Promise<Page<Listing>> {
  const position = walkPosition(query.cursor);
  const items: Listing[] = [];
  let cursor = position.cursor;
  for (let index = position.statusIndex; index < listingStatuses.length; index += 1) {
    const status = listingStatuses[index]!;
    const page = await paginate(
      (options) => data.listings.query.listingsByStatus({ status }).go({ ...options, order: 'desc' }),
      { limit: query.limit - items.length, cursor },
    );
    items.push(...page.items);
    cursor = undefined;
    if (page.nextCursor) return { items, nextCursor: page.nextCursor };
    if (items.length === query.limit) {
      const next = listingStatuses[index + 1];
      return { items, nextCursor: next ? encode({ [STATUS_PARTITION_KEY]: statusPartition(next) }) : null };
    }
  }
  return { items, nextCursor: null };
}

/** GET /api/external/v1/listings, newest first (pageOf says which index). */
export async function listPublicListings(
  filters: ListingListFilters,
  query: PageQuery,
  data: DataLayer = db(),
): Promise<Page<PublicListing>> {
  const page = await withOwnCursor(query.cursor, () => pageOf(filters, query, data));
  return { items: page.items.map(toPublicListing), nextCursor: page.nextCursor };
}

/**
 * customerId (± status): the by-customer index (gsi1; without a status grouped by status, sold,
 * pending, listed, cancelled). status alone: the by-status index (gsi2). Neither: allListings.
 */
async function pageOf(
  filters: ListingListFilters,
  query: PageQuery,
  data: DataLayer,
): Promise<Page<Listing>> {
  const { customerId, status } = filters;
  return customerId
    ? await paginate(
        (options) =>
          data.listings.query
            .listingsByCustomer(status ? { customerId, status } : { customerId })
            .go({ ...options, order: 'desc' }),
        query,
      )
    : status
      ? await paginate(
          (options) => data.listings.query.listingsByStatus({ status }).go({ ...options, order: 'desc' }),
          query,
        )
      : await allListings(query, data);
}

/** GET /api/external/v1/listings/{id}; 404 when there is none. */
export async function findPublicListing(listingId: string, data: DataLayer = db()): Promise<PublicListing> {
  const { data: listing } = await data.listings.get({ listingId }).go({ consistent: true });
  if (!listing) throw new NotFoundError('Listing not found');
  return toPublicListing(listing);
}
