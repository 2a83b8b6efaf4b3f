import { listCancelledTransfers as listCancelledPage } from '../../core/ingestion/admin-email-queries.ts';
import { listQuerySchema } from '../../core/db/pagination.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/emails/cancelled-transfers?cursor&limit (spec 001 §2.5), newest first. */
export const listCancelledTransfers = defineRoute({ query: listQuerySchema }, async ({ query }) =>
  ok({ success: true, ...(await listCancelledPage(query)) }),
);
