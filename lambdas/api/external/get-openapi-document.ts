import { buildOpenApiDocument } from '../../core/external-api/openapi-document.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** GET /api/external/v1/openapi.json (public): the OpenAPI 3.1 document, built once per container. */
export const getOpenApiDocument = defineRoute({}, async () => {
  document ??= buildOpenApiDocument();
  return ok(document, { headers: { 'cache-control': 'public, max-age=300' } });
});
