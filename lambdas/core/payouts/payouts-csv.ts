import { toCsv } from '../admin-tickets/csv.ts';
import { db, type DataLayer } from '../db/client.ts';
import { payoutReads, type PayoutFilter } from './payout-queries.ts';
import { sortPayouts, withCustomerEmails } from './list-payouts.ts';
import type { AdminPayoutView } from './payout-view.ts';

export const payoutCsvHeader = [
  'Listing ID',
  'Customer Email',
  'Event',
  'Sale Price',
  'Commission',
  'Payout',
  'Status',
  'Payout Method',
  'Created',
  'Sent',
  'Paid',
] as const;

/** 123456 → '1234.56': dollars with two decimals, from whole cents without floating point. */
export const centsToDollarText = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;

const statusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * The rows as CSV (lambdas/core/admin-tickets/csv.ts: RFC 4180 quoting, and a cell starting with
 * = + - @ gets a leading apostrophe so a spreadsheet never runs it as a formula).
 */
export const payoutsCsv = (payouts: readonly AdminPayoutView[]): string =>
  toCsv(
    payoutCsvHeader,
    payouts.map((payout) => [
      payout.listingId,
      payout.customerEmail ?? '',
      payout.eventName,
      centsToDollarText(payout.salePriceCents),
      centsToDollarText(payout.commissionCents),
      centsToDollarText(payout.amountCents),
      statusLabel(payout.status),
      payout.payoutMethodLabel ?? '',
      payout.createdAt,
      payout.sentAt ?? '',
      payout.paidAt ?? '',
    ]),
  );

/** GET /api/admin/payouts/export: every payout of the filter, newest first, as CSV. */
export async function exportPayouts(filter: PayoutFilter, data: DataLayer = db()): Promise<string> {
  const results = await Promise.all(
    payoutReads(filter, undefined, data).map((read) => read({ pages: 'all' })),
  );
  return payoutsCsv(await withCustomerEmails(sortPayouts(results.flatMap((result) => result.data)), data));
}
