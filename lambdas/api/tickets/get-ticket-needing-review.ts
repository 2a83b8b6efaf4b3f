import { oldestTicketNeedingReview } from '../../core/admin-tickets/list-tickets.ts';
import { detailsOfTicket } from '../../core/admin-tickets/ticket-details.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/tickets/needs-review: the ticket waiting longest for review, with its details, or null. */
export const getTicketNeedingReview = defineRoute({}, async () => {
  const ticket = await oldestTicketNeedingReview();
  return ok({ success: true, ticket: ticket ? await detailsOfTicket(ticket) : null });
});
