import { findDuplicates } from '../../core/admin-tickets/duplicates.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/tickets/duplicates: groups of upcoming tickets for the same seats (DESIGN §6.20). */
export const listDuplicates = defineRoute({}, async () => ok({ success: true, ...(await findDuplicates()) }));
