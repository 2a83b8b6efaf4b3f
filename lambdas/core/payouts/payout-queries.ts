import { db, type DataLayer } from '../db/client.ts';
import { payoutStatuses, type Payout, type PayoutStatus } from '../db/entities/payout.ts';
import type { PayoutPosition } from './payout-cursor.ts';

/** What the admin narrows the payouts to; dates are calendar days (YYYY-MM-DD, UTC) on createdAt. */
export interface PayoutFilter {
  status?: PayoutStatus;
  customerId?: string;
  from?: string;
  to?: string;
}

export interface PayoutReadOptions {
  /** Items to return (ElectroDB keeps reading past filtered items until it has them). */
  count?: number;
  /** DynamoDB Limit per request. */
  limit?: number;
  pages?: 'all';
  attributes?: (keyof Payout)[];
}

type PayoutRead = (options: PayoutReadOptions) => Promise<{ data: Payout[] }>;

/** Items DynamoDB reads per request of a filtered Query (the status filter of one seller's payouts). */
const FILTERED_READ_LIMIT = 250;

const startOfDay = (day: string): string => `${day}T00:00:00.000Z`;
const endOfDay = (day: string): string => `${day}T23:59:59.999Z`;

/**
 * The Queries that together hold the payouts of `filter` (never a Scan): one seller's payouts on
 * payoutsByCustomer (a status becomes a filter there: a seller has few payouts), else one status
 * partition of payoutsByStatus, else all four partitions (the caller merges them newest first).
 * Each reads newest first within the date range and, given `after`, only what follows that position.
 */
export function payoutReads(
  filter: PayoutFilter,
  after?: PayoutPosition,
  data: DataLayer = db(),
): PayoutRead[] {
  const lower = filter.from === undefined ? undefined : startOfDay(filter.from);
  const toBound = filter.to === undefined ? undefined : endOfDay(filter.to);
  const upper =
    after === undefined
      ? toBound
      : toBound === undefined || after.createdAt < toBound
        ? after.createdAt
        : toBound;

  // A cursor from before the range (kept while the dates changed): nothing follows it in the range.
  if (lower !== undefined && upper !== undefined && upper < lower) return [];

  const where: WhereCallback = (attributes, op) => conditions(attributes, op, filter.status, after);

  if (filter.customerId !== undefined) {
    const byCustomer = data.payouts.query.payoutsByCustomer({ customerId: filter.customerId });
    const ranged =
      lower && upper
        ? byCustomer.between({ createdAt: lower }, { createdAt: upper })
        : lower
          ? byCustomer.gte({ createdAt: lower })
          : upper
            ? byCustomer.lte({ createdAt: upper })
            : byCustomer;
    const filtered = filter.status !== undefined || after !== undefined;
    return [
      (options) =>
        ranged.where(where).go({
          order: 'desc',
          ...options,
          ...(filtered && options.count ? { limit: FILTERED_READ_LIMIT } : {}),
        }),
    ];
  }

  const statuses: readonly PayoutStatus[] = filter.status ? [filter.status] : payoutStatuses;
  return statuses.map((status): PayoutRead => {
    const byStatus = data.payouts.query.payoutsByStatus({ status });
    const ranged =
      lower && upper
        ? byStatus.between({ createdAt: lower }, { createdAt: upper })
        : lower
          ? byStatus.gte({ createdAt: lower })
          : upper
            ? byStatus.lte({ createdAt: upper })
            : byStatus;
    // The status is the partition here, so only the cursor's position filters.
    const positionOnly: WhereCallback = (attributes, op) => conditions(attributes, op, undefined, after);
    return (options) => ranged.where(positionOnly).go({ order: 'desc', ...options });
  });
}

type WhereCallback = Parameters<ReturnType<DataLayer['payouts']['query']['payoutsByStatus']>['where']>[0];

/** The filter expression: a status (on the seller's index), and after a cursor only later rows. */
function conditions(
  attributes: Parameters<WhereCallback>[0],
  op: Parameters<WhereCallback>[1],
  status: PayoutStatus | undefined,
  after: PayoutPosition | undefined,
): string {
  const parts: string[] = [];
  if (status !== undefined) parts.push(op.eq(attributes.status, status));
  if (after !== undefined) {
    // Ties on createdAt at the cursor: only the listing ids after the last one shown.
    const { createdAt, listingId } = attributes;
    parts.push(
      `(${op.lt(createdAt, after.createdAt)} OR (${op.eq(createdAt, after.createdAt)} AND ${op.lt(listingId, after.listingId)}))`,
    );
  }
  return parts.join(' AND ');
}
