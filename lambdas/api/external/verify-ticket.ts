import { verifyTicket as markVerified } from '../../core/admin-tickets/correct-ticket.ts';
import { requireApiKey } from '../../core/api-keys/request-key.ts';
import { toPublicTicket } from '../../core/external-api/public-views.ts';
import { ticketIdParamsSchema } from '../../core/external-api/schemas.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { recordReview } from '../tickets/review-audit.ts';

/** POST /api/external/v1/tickets/{id}/verify (write, no body): as the admin verify; audited. */
export const verifyTicket = defineRoute({ params: ticketIdParamsSchema }, async ({ params, event }) => {
  const change = await markVerified(params.id, requireApiKey(event).userId);
  await recordReview(event, 'ticket.verified', change);
  return ok({ data: toPublicTicket(change.after) });
});
