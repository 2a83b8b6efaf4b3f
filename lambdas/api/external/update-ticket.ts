import { correctTicket } from '../../core/admin-tickets/correct-ticket.ts';
import { requireApiKey } from '../../core/api-keys/request-key.ts';
import { toPublicTicket } from '../../core/external-api/public-views.ts';
import { ticketIdParamsSchema, updateTicketBodySchema } from '../../core/external-api/schemas.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { recordReview } from '../tickets/review-audit.ts';

/**
 * PATCH /api/external/v1/tickets/{id} (write): the admin correction (lambdas/core/admin-tickets), made
 * in the name of the admin who created the key; audited like the admin's.
 */
export const updateTicket = defineRoute(
  { params: ticketIdParamsSchema, body: updateTicketBodySchema },
  async ({ params, body, event }) => {
    const change = await correctTicket(params.id, body, requireApiKey(event).userId);
    await recordReview(event, 'ticket.corrected', change);
    return ok({ data: toPublicTicket(change.after) });
  },
);
