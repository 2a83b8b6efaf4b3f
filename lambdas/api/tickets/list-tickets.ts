import { listTickets as listTicketPage } from '../../core/admin-tickets/list-tickets.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { listTicketsQuerySchema } from './ticket-schemas.ts';

/** GET /api/tickets?sortBy&filterBy&cursor&limit (spec 001 §2.2): a page of AdminTicket. */
export const listTickets = defineRoute({ query: listTicketsQuerySchema }, async ({ query }) => {
  const { sortBy, filterBy, ...page } = query;
  return ok({ success: true, ...(await listTicketPage(sortBy, filterBy, page)) });
});
