import { listTicketsQuerySchema } from '../../core/external-api/schemas.ts';
import { listPublicTickets } from '../../core/external-api/ticket-queries.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/external/v1/tickets (read): a page of tickets with the filters of operations.ts. */
export const listTickets = defineRoute({ query: listTicketsQuerySchema }, async ({ query }) => {
  const { limit, cursor, ...filters } = query;
  const page = await listPublicTickets(filters, { limit, cursor });
  return ok({ data: page.items, nextCursor: page.nextCursor });
});
