import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { listPayouts as payoutPage } from '../../core/payouts/list-payouts.ts';
import { payoutListQuerySchema } from './payout-query.ts';

/** GET /api/admin/payouts?status&customerId&from&to&limit&cursor: payouts newest first, with totals. */
export const listPayouts = defineRoute({ query: payoutListQuerySchema }, async ({ query }) => {
  const { limit, cursor, ...filter } = query;
  return ok({ success: true, ...(await payoutPage(filter, { limit, cursor })) });
});
