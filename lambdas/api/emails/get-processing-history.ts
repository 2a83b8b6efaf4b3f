import { z } from 'zod';
import { processingHistory } from '../../core/ingestion/admin-email-queries.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

// A page is read through its predecessors (no offsets in DynamoDB): bound how deep that may go.
const MAX_HISTORY_DEPTH = 10_000;

export const processingHistoryQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    // spec 001 §2.7: the screen shows 10 a page.
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine((query) => query.page * query.pageSize <= MAX_HISTORY_DEPTH, {
    message: `Only the newest ${MAX_HISTORY_DEPTH} records can be paged through.`,
    path: ['page'],
  });

/** GET /api/processing-history?page&pageSize → { items, total } (spec 001 §3 Processing history item). */
export const getProcessingHistory = defineRoute({ query: processingHistoryQuerySchema }, async ({ query }) =>
  ok(await processingHistory(query.page, query.pageSize)),
);
