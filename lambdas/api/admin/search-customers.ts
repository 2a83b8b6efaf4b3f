import { z } from 'zod';
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  searchCustomers as search,
} from '../../core/admin-customers/search-customers.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

export const searchQuerySchema = z.object({
  // A missing q is too short like an empty one: the core answers with the spec's sentence.
  q: z.string().max(200, 'The search can be at most 200 characters long.').default(''),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).default(DEFAULT_SEARCH_LIMIT),
});

/** GET /api/admin/customers/search?q&limit: customers whose e-mail, transfer e-mail or name starts with q. */
export const searchCustomers = defineRoute({ query: searchQuerySchema }, async ({ query }) =>
  ok({ success: true, items: await search(query.q, query.limit) }),
);
