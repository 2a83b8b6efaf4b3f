import { FILTERED_READ_LIMIT } from '../admin-tickets/list-tickets.ts';
import { db, type DataLayer } from '../db/client.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { withOwnCursor } from './foreign-cursor.ts';
import { paginate, type Page, type PageRequest } from '../db/pagination.ts';
import { toPublicTicket } from './public-views.ts';
import { dayEnd, dayStart, type PublicTicket, type PublicTicketStatus } from './schemas.ts';

export interface TicketListFilters {
  status?: PublicTicketStatus | undefined;
  customerId?: string | undefined;
  emailId?: string | undefined;
  eventFrom?: string | undefined;
  eventTo?: string | undefined;
  order: 'asc' | 'desc';
}

// After the undated sort key ('0000') and before every real date: a date bound never matches undated tickets.
const EARLIEST = '0001-01-01T00:00:00.000Z';
const LATEST = '9999-12-31T23:59:59.999Z';

type Attributes = Parameters<Parameters<ReturnType<DataLayer['tickets']['query']['byEmail']>['where']>[0]>[0];
type Operations = Parameters<Parameters<ReturnType<DataLayer['tickets']['query']['byEmail']>['where']>[0]>[1];

/** The filters no index of the chosen Query covers, as one filter expression ('' when none). */
function residualFilter(filters: TicketListFilters, covered: { status: boolean; dates: boolean }) {
  return (a: Attributes, op: Operations): string => {
    const parts: string[] = [];
    if (filters.customerId) parts.push(op.eq(a.customerId, filters.customerId));
    if (filters.status && !covered.status) {
      if (filters.status === 'needs_review') parts.push(op.eq(a.needsReview, true));
      else {
        parts.push(op.eq(a.needsReview, false));
        parts.push(op.eq(a.manuallyVerified, filters.status === 'verified'));
      }
    }
    if ((filters.eventFrom || filters.eventTo) && !covered.dates) {
      parts.push(
        op.between(
          a.eventSortKey,
          filters.eventFrom ? dayStart(filters.eventFrom) : EARLIEST,
          filters.eventTo ? dayEnd(filters.eventTo) : LATEST,
        ),
      );
    }
    return parts.join(' AND ');
  };
}

/**
 * The index each filter combination is read from (the reference page says the same):
 * - `emailId`: the e-mail's own partition (table), in ticket order; the other filters filter it.
 * - `status=needs_review|verified`: the sparse review-state index (gsi3), by event date; dates are its key range.
 * - otherwise (`unverified`, no status): the event-date index (gsi1); dates are its key range.
 * `customerId` has no ticket index: it filters the chosen Query (DynamoDB reads 250 items a request
 * until the page is full).
 */
function ticketQuery(filters: TicketListFilters, data: DataLayer) {
  const order = filters.order;
  const range = {
    from: filters.eventFrom ? dayStart(filters.eventFrom) : filters.eventTo ? EARLIEST : undefined,
    to: filters.eventTo ? dayEnd(filters.eventTo) : filters.eventFrom ? LATEST : undefined,
  };
  return (options: PageRequest): Promise<{ data: Ticket[] }> => {
    if (filters.emailId) {
      const where = residualFilter(filters, { status: false, dates: false });
      const query = data.tickets.query.byEmail({ emailId: filters.emailId });
      const filtered = filters.customerId || filters.status || range.from;
      return (filtered ? query.where(where) : query).go({
        ...options,
        order,
        limit: filtered ? FILTERED_READ_LIMIT : options.count,
      });
    }
    const reviewState = filters.status === 'needs_review' || filters.status === 'verified';
    const base = reviewState
      ? data.tickets.query.ticketsNeedingReview({ needsReview: filters.status === 'needs_review' })
      : data.tickets.query.ticketsByEventDate({});
    const ranged =
      range.from && range.to ? base.between({ eventSortKey: range.from }, { eventSortKey: range.to }) : base;
    const filtered = Boolean(filters.customerId) || filters.status === 'unverified';
    const where = residualFilter(filters, { status: reviewState, dates: true });
    return (filtered ? ranged.where(where) : ranged).go({
      ...options,
      order,
      limit: filtered ? FILTERED_READ_LIMIT : options.count,
    }) as Promise<{ data: Ticket[] }>;
  };
}

/** GET /api/external/v1/tickets: one page of one Query (never a Scan), cursor-paginated. */
export async function listPublicTickets(
  filters: TicketListFilters,
  page: { limit: number; cursor?: string | undefined },
  data: DataLayer = db(),
): Promise<Page<PublicTicket>> {
  const result = await withOwnCursor(page.cursor, () => paginate(ticketQuery(filters, data), page));
  return { items: result.items.map(toPublicTicket), nextCursor: result.nextCursor };
}
