import { exportTickets as ticketsAsCsv } from '../../core/admin-tickets/exports.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import type { ApiResult } from '../../core/http/responses.ts';

/** GET /api/tickets/export: every ticket as a CSV download. */
export const exportTickets = defineRoute({}, async (): Promise<ApiResult> => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="tickets-${new Date().toISOString().slice(0, 10)}.csv"`,
  },
  body: await ticketsAsCsv(),
}));
