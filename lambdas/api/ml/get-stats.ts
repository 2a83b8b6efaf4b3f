import { mlStats } from '../../core/ml/ml-stats.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/ml/stats (spec 001 §3 ML stats): counts from the table and the live model's accuracy. */
export const getStats = defineRoute({}, async () => ok(await mlStats()));
