import { db, type DataLayer } from '../db/client.ts';
import type { Payout } from '../db/entities/payout.ts';
import { comparePayoutPositions, decodePayoutCursor, encodePayoutCursor } from './payout-cursor.ts';
import { payoutReads, type PayoutFilter } from './payout-queries.ts';
import { toPayoutView, type AdminPayoutView } from './payout-view.ts';

export const DEFAULT_PAYOUT_PAGE = 50;
export const MAX_PAYOUT_PAGE = 100;

export interface PayoutPage {
  payouts: AdminPayoutView[];
  nextCursor: string | null;
  /** Of every payout the filter matches, not only this page. */
  totals: { count: number; amountCents: number };
}

/** Newest first across the Queries of the filter (several when no status narrows it). */
export const sortPayouts = (payouts: Payout[]): Payout[] => [...payouts].sort(comparePayoutPositions);

/**
 * GET /api/admin/payouts: one page of payouts newest first, with each seller's e-mail and the totals
 * of the whole filter. Each Query reads at most `limit + 1` rows past the cursor; the extra row tells
 * whether another page follows.
 */
export async function listPayouts(
  filter: PayoutFilter,
  page: { limit: number; cursor?: string },
  data: DataLayer = db(),
): Promise<PayoutPage> {
  const after = page.cursor === undefined ? undefined : decodePayoutCursor(page.cursor);
  const count = page.limit + 1;
  const [pages, totals] = await Promise.all([
    Promise.all(payoutReads(filter, after, data).map((read) => read({ count, limit: count }))),
    payoutTotals(filter, data),
  ]);
  const merged = sortPayouts(pages.flatMap((result) => result.data));
  const shown = merged.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    payouts: await withCustomerEmails(shown, data),
    nextCursor:
      merged.length > page.limit && last
        ? encodePayoutCursor({ createdAt: last.createdAt, listingId: last.listingId })
        : null,
    totals,
  };
}

/** How many payouts the filter matches and their sum (the same Queries, only the amount read). */
export async function payoutTotals(
  filter: PayoutFilter,
  data: DataLayer = db(),
): Promise<PayoutPage['totals']> {
  const results = await Promise.all(
    payoutReads(filter, undefined, data).map((read) => read({ pages: 'all', attributes: ['amount'] })),
  );
  const amounts = results.flatMap((result) => result.data.map((payout) => payout.amount));
  return { count: amounts.length, amountCents: amounts.reduce((sum, amount) => sum + amount, 0) };
}

/** The rows with their sellers' e-mail addresses (one BatchGetItem per 100 distinct sellers). */
export async function withCustomerEmails(
  payouts: Payout[],
  data: DataLayer = db(),
): Promise<AdminPayoutView[]> {
  const ids = [...new Set(payouts.map((payout) => payout.customerId))];
  const emails = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 100) {
    const { data: users } = await data.users
      .get(ids.slice(start, start + 100).map((userId) => ({ userId })))
      .go({ attributes: ['userId', 'email'] });
    for (const user of users) emails.set(user.userId, user.email);
  }
  return payouts.map((payout) => ({
    ...toPayoutView(payout),
    customerId: payout.customerId,
    customerEmail: emails.get(payout.customerId) ?? null,
  }));
}
