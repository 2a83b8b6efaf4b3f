import { defineRoute } from '../../core/http/define-route.ts';
import type { ApiResult } from '../../core/http/responses.ts';
import { exportPayouts as payoutsAsCsv } from '../../core/payouts/payouts-csv.ts';
import { payoutFilterSchema } from './payout-query.ts';

/** GET /api/admin/payouts/export?status&from&to: the filtered payouts as a CSV download. */
export const exportPayouts = defineRoute(
  { query: payoutFilterSchema },
  async ({ query }): Promise<ApiResult> => ({
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="payouts-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
    body: await payoutsAsCsv(query),
  }),
);
