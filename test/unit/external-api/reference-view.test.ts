import { describe, expect, it } from 'vitest';
import { externalRoutes } from '../../../lambdas/api/external/routes.ts';
import { buildOpenApiDocument } from '../../../lambdas/core/external-api/openapi-document.ts';
import { toReference } from '../../../web/src/features/api-reference/lib/reference-view.ts';

// The SPA's reference page reads the real document: every operation, its scope, fields and the auth facts.
describe('the reference page view of the real OpenAPI document', () => {
  const reference = toReference(JSON.parse(JSON.stringify(buildOpenApiDocument())));

  it('has every external route with its scope', () => {
    expect(
      reference.operations
        .map((operation) => `${operation.method} ${operation.server ?? '/api/external/v1'}${operation.path}`)
        .sort(),
    ).toEqual(externalRoutes.map((route) => `${route.method} ${route.path}`).sort());
    const update = reference.operations.find((operation) => operation.id === 'updateTicket')!;
    expect(update.scope).toBe('write');
    expect(update.bodyFields.map((field) => field.name)).toEqual([
      'eventName',
      'eventDate',
      'venue',
      'section',
      'row',
      'seats',
      'quantity',
    ]);
    const submit = reference.operations.find((operation) => operation.id === 'submitEmail')!;
    expect(submit.bodyFields).toContainEqual(
      expect.objectContaining({ name: 'raw', required: true, type: 'string' }),
    );
    expect(reference.operations.find((operation) => operation.id === 'getOpenApiDocument')!.scope).toBeNull();
  });

  it('carries the authentication facts the page shows', () => {
    expect(reference.baseUrl).toBe('/api/external/v1');
    expect(reference.securitySchemes.map((scheme) => scheme.name)).toEqual(['bearerApiKey', 'headerApiKey']);
    expect(reference.rateLimitHeaders.map((header) => header.name)).toContain('RateLimit-Remaining');
    expect(reference.errorCodes).toContainEqual(
      expect.objectContaining({ code: 'rate_limited', status: 429 }),
    );
  });
});
