import { findPublicListing } from '../../core/external-api/listing-queries.ts';
import { listingIdParamsSchema } from '../../core/external-api/schemas.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/external/v1/listings/{id} (read); 404 not_found 'Listing not found'. */
export const getListing = defineRoute({ params: listingIdParamsSchema }, async ({ params }) =>
  ok({ data: await findPublicListing(params.id) }),
);
