import { ingestionStats } from '../../core/ingestion/admin-email-queries.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/stats: the dashboard strip's live counts (e-mails, processed, tickets, review) and ML accuracy. */
export const getStats = defineRoute({}, async () => ok({ success: true, ...(await ingestionStats()) }));
