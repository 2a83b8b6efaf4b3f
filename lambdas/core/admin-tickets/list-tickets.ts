import { db, type DataLayer } from '../db/client.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { paginate, type ListQuery, type Page, type PageRequest } from '../db/pagination.ts';
import { ticketsByIds } from './ticket-batch.ts';
import { toAdminTickets, type AdminTicket } from './ticket-view.ts';
import {
  HIGH_CONFIDENCE,
  comparePositions,
  positionOf,
  sortTickets,
  type SortPosition,
  type TicketFilter,
  type TicketSort,
} from './ticket-order.ts';

/**
 * Sorted by confidence, a review-state partition up to this size is read (sort fields only) and sorted
 * in memory (sorted by date it is one Query: the partition's sort key is the event date); a larger
 * one is dense enough that the filtered Query on the sort's index fills a page reading fewer items.
 * Break-even: reading P items vs (limit + 1) x N / P, so P = sqrt(26 x 10,000), about 500, at the
 * contract's 10,000 tickets; either path then reads at most about 500 items for a page of 25.
 */
export const IN_MEMORY_SORT_LIMIT = 500;

/**
 * Items DynamoDB reads per request of a filtered Query (ElectroDB keeps asking until the page is
 * full). Without a Limit each request would read a whole 1 MB page; an unfiltered Query reads
 * exactly the page (`limit` = count).
 */
export const FILTERED_READ_LIMIT = 250;

type TicketQueryResult = Promise<{ data: Ticket[] }>;

/** One page of the index of the sort (by event date or by confidence), filtered where the index cannot. */
function sortIndexPage(sortBy: TicketSort, filterBy: TicketFilter, data: DataLayer) {
  const order = sortBy.endsWith('_desc') ? ('desc' as const) : ('asc' as const);
  const exact = filterBy === 'all' || (filterBy === 'high_confidence' && sortBy.startsWith('confidence'));
  return (options: PageRequest): TicketQueryResult => {
    const go = { ...options, order, limit: exact ? options.count : FILTERED_READ_LIMIT };
    if (sortBy.startsWith('confidence')) {
      const byConfidence = data.tickets.query.ticketsByConfidence({});
      if (filterBy === 'high_confidence')
        return byConfidence.gte({ extractionConfidence: HIGH_CONFIDENCE }).go(go);
      if (filterBy === 'verified')
        return byConfidence
          .where((a, { eq }) => `${eq(a.manuallyVerified, true)} AND ${eq(a.needsReview, false)}`)
          .go(go);
      if (filterBy === 'needs_review')
        return byConfidence.where((a, { eq }) => eq(a.needsReview, true)).go(go);
      return byConfidence.go(go);
    }
    const byDate = data.tickets.query.ticketsByEventDate({});
    if (filterBy === 'high_confidence')
      return byDate.where((a, { gte }) => gte(a.extractionConfidence, HIGH_CONFIDENCE)).go(go);
    if (filterBy === 'verified')
      return byDate
        .where((a, { eq }) => `${eq(a.manuallyVerified, true)} AND ${eq(a.needsReview, false)}`)
        .go(go);
    if (filterBy === 'needs_review') return byDate.where((a, { eq }) => eq(a.needsReview, true)).go(go);
    return byDate.go(go);
  };
}

/** One page of a review-state partition (sparse gsi3) in event-date order: exact, `limit` items a request. */
function reviewStateDatePage(sortBy: TicketSort, filterBy: 'verified' | 'needs_review', data: DataLayer) {
  const order = sortBy === 'date_desc' ? ('desc' as const) : ('asc' as const);
  return (options: PageRequest): TicketQueryResult =>
    data.tickets.query
      .ticketsNeedingReview({ needsReview: filterBy === 'needs_review' })
      .go({ ...options, order, limit: options.count });
}

// Cursors of the in-memory order name the last ticket's place; gsi4 is never the index of a list
// page, so they cannot be mistaken for a Query cursor, and listQuerySchema accepts them as key-shaped.
const SORTED_CURSOR_MARK = 'sorted';

const sortedCursor = (position: SortPosition): string =>
  Buffer.from(
    JSON.stringify({ gsi4pk: SORTED_CURSOR_MARK, gsi4sk: JSON.stringify([position.value, position.id]) }),
  ).toString('base64url');

function readSortedCursor(cursor: string | undefined): SortPosition | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, string>;
    if (key.gsi4pk !== SORTED_CURSOR_MARK || typeof key.gsi4sk !== 'string') return undefined;
    const [value, id] = JSON.parse(key.gsi4sk) as unknown[];
    return typeof value === 'string' && typeof id === 'string' ? { value, id } : undefined;
  } catch {
    return undefined;
  }
}

/** What the in-memory order reads of each ticket of a partition (the page's tickets are then read whole). */
type SortFields = Pick<Ticket, 'ticketId' | 'eventDate' | 'extractionConfidence'>;

/**
 * The sort fields of a review-state partition (sparse gsi3), or undefined when it holds more than
 * IN_MEMORY_SORT_LIMIT tickets.
 */
async function reviewStatePartition(
  filterBy: 'verified' | 'needs_review',
  data: DataLayer,
): Promise<SortFields[] | undefined> {
  const { data: tickets } = await data.tickets.query
    .ticketsNeedingReview({ needsReview: filterBy === 'needs_review' })
    .go({
      count: IN_MEMORY_SORT_LIMIT + 1,
      limit: IN_MEMORY_SORT_LIMIT + 1,
      attributes: ['ticketId', 'eventDate', 'extractionConfidence'],
    });
  return tickets.length > IN_MEMORY_SORT_LIMIT ? undefined : (tickets as SortFields[]);
}

/** The page's tickets read whole (one BatchGetItem), in the page's order. */
async function wholeTickets(page: Page<SortFields>, data: DataLayer): Promise<Page<Ticket>> {
  const found = await ticketsByIds(
    page.items.map((ticket) => ticket.ticketId),
    data,
  );
  return {
    items: page.items.flatMap((ticket) => found.get(ticket.ticketId) ?? []),
    nextCursor: page.nextCursor,
  };
}

/** A page of tickets already in memory, in the order of `sortBy`, after the cursor's place. */
export function pageOfSorted<T extends SortFields>(
  tickets: readonly T[],
  sortBy: TicketSort,
  query: ListQuery,
): Page<T> {
  const after = readSortedCursor(query.cursor);
  const ordered = sortTickets(tickets, sortBy).filter(
    (ticket) => !after || comparePositions(positionOf(ticket, sortBy), after, sortBy) > 0,
  );
  const items = ordered.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: ordered.length > query.limit && last ? sortedCursor(positionOf(last, sortBy)) : null,
  };
}

/**
 * GET /api/tickets (spec 001 §2.2): one page in the order asked, with the headers of each ticket's
 * e-mail (one BatchGetItem per page). No filter: the index of the sort. "High Confidence": the
 * confidence index from 90, or the date index filtered. "Verified Only" / "Needs Review": by date, one
 * Query on their sparse review-state partition (sorted by event date); by confidence, the partition
 * sorted in memory while it holds up to IN_MEMORY_SORT_LIMIT tickets, else the filtered confidence
 * index (README).
 */
export async function listTickets(
  sortBy: TicketSort,
  filterBy: TicketFilter,
  query: ListQuery,
  data: DataLayer = db(),
): Promise<{ items: AdminTicket[]; nextCursor: string | null }> {
  const sortedAfter = readSortedCursor(query.cursor);
  if ((filterBy === 'verified' || filterBy === 'needs_review') && sortBy.startsWith('date')) {
    const indexQuery = sortedAfter ? { limit: query.limit } : query;
    const page = await paginate(reviewStateDatePage(sortBy, filterBy, data), indexQuery);
    return { items: await toAdminTickets(page.items, data), nextCursor: page.nextCursor };
  }
  let page: Page<Ticket> | undefined;
  // A cursor of an index Query continues that Query, even if the partition has shrunk meanwhile.
  const continuesIndexQuery = query.cursor !== undefined && !sortedAfter;
  if ((filterBy === 'verified' || filterBy === 'needs_review') && !continuesIndexQuery) {
    const partition = await reviewStatePartition(filterBy, data);
    if (partition) page = await wholeTickets(pageOfSorted(partition, sortBy, query), data);
  }
  if (!page) {
    // A cursor of the in-memory order cannot continue an index Query: start that order again.
    const indexQuery = sortedAfter ? { limit: query.limit } : query;
    page = await paginate(sortIndexPage(sortBy, filterBy, data), indexQuery);
  }
  return { items: await toAdminTickets(page.items, data), nextCursor: page.nextCursor };
}

/** GET /api/tickets/upcoming: events from now on, soonest first (the date index from now; undated never). */
export async function upcomingTickets(limit: number, data: DataLayer = db()): Promise<AdminTicket[]> {
  const { data: tickets } = await data.tickets.query
    .ticketsByEventDate({})
    .gte({ eventSortKey: new Date().toISOString() })
    .go({ order: 'asc', count: limit, limit });
  return toAdminTickets(tickets, data);
}

export { oldestTicketNeedingReview } from './oldest-needing-review.ts';
