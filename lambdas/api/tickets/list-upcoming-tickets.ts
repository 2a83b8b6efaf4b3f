import { upcomingTickets } from '../../core/admin-tickets/list-tickets.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { upcomingQuerySchema } from './ticket-schemas.ts';

/** GET /api/tickets/upcoming?limit=5: tickets of events from now on, soonest first (dashboard card). */
export const listUpcomingTickets = defineRoute({ query: upcomingQuerySchema }, async ({ query }) =>
  ok({ success: true, items: await upcomingTickets(query.limit) }),
);
