import { verifyTicket as markVerified } from '../../core/admin-tickets/correct-ticket.ts';
import { toAdminTickets } from '../../core/admin-tickets/ticket-view.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { recordReview } from './review-audit.ts';
import { ticketIdParamsSchema } from './ticket-schemas.ts';

/** PATCH /api/tickets/{id}/verify (no body): the ticket is right as it stands. */
export const verifyTicket = defineRoute({ params: ticketIdParamsSchema }, async ({ params, event }) => {
  const change = await markVerified(params.id, requireSession(event).userId);
  await recordReview(event, 'ticket.verified', change);
  const [ticket] = await toAdminTickets([change.after]);
  return ok({ success: true, message: 'The ticket has been marked as verified successfully', ticket });
});
