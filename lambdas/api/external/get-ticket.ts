import { findTicket } from '../../core/admin-tickets/find-ticket.ts';
import { toPublicTicket } from '../../core/external-api/public-views.ts';
import { ticketIdParamsSchema } from '../../core/external-api/schemas.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/external/v1/tickets/{id} (read); 404 not_found 'Ticket not found'. */
export const getTicket = defineRoute({ params: ticketIdParamsSchema }, async ({ params }) =>
  ok({ data: toPublicTicket(await findTicket(params.id)) }),
);
