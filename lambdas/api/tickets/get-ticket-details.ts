import { ticketDetails } from '../../core/admin-tickets/ticket-details.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { ticketIdParamsSchema } from './ticket-schemas.ts';

/** GET /api/tickets/{id}/details: the ticket, its e-mail's content and its listing; 404 'Ticket not found'. */
export const getTicketDetails = defineRoute({ params: ticketIdParamsSchema }, async ({ params }) =>
  ok({ success: true, ticket: await ticketDetails(params.id) }),
);
