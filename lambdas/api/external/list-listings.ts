import { listPublicListings } from '../../core/external-api/listing-queries.ts';
import { listListingsQuerySchema } from '../../core/external-api/schemas.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/external/v1/listings (read): a page of listings, newest first. */
export const listListings = defineRoute({ query: listListingsQuerySchema }, async ({ query }) => {
  const { limit, cursor, ...filters } = query;
  const page = await listPublicListings(filters, { limit, cursor });
  return ok({ data: page.items, nextCursor: page.nextCursor });
});
