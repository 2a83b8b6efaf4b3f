import type { RouteDefinition } from '../route-types.ts';

// Issue 8: the versioned external API, authenticated by API key (read scope for GET, write for the
// rest). Static paths come before `{id}` paths: the local matcher takes the first route that matches.
export const externalRoutes = [
  {
    method: 'GET',
    path: '/api/external/v1/openapi.json',
    area: 'external',
    access: 'public',
    operation: 'getOpenApiDocument',
  },
  {
    method: 'GET',
    path: '/api/external/v1/tickets',
    area: 'external',
    access: 'apiKey',
    operation: 'listTickets',
  },
  {
    method: 'GET',
    path: '/api/external/v1/tickets/{id}',
    area: 'external',
    access: 'apiKey',
    operation: 'getTicket',
  },
  {
    method: 'PATCH',
    path: '/api/external/v1/tickets/{id}',
    area: 'external',
    access: 'apiKey',
    operation: 'updateTicket',
  },
  {
    method: 'POST',
    path: '/api/external/v1/tickets/{id}/verify',
    area: 'external',
    access: 'apiKey',
    operation: 'verifyTicket',
  },
  {
    method: 'GET',
    path: '/api/external/v1/emails',
    area: 'external',
    access: 'apiKey',
    operation: 'listEmails',
  },
  {
    method: 'POST',
    path: '/api/external/v1/emails',
    area: 'external',
    access: 'apiKey',
    operation: 'submitEmail',
  },
  {
    method: 'GET',
    path: '/api/external/v1/emails/{id}',
    area: 'external',
    access: 'apiKey',
    operation: 'getEmail',
  },
  {
    method: 'GET',
    path: '/api/external/v1/listings',
    area: 'external',
    access: 'apiKey',
    operation: 'listListings',
  },
  {
    method: 'GET',
    path: '/api/external/v1/listings/{id}',
    area: 'external',
    access: 'apiKey',
    operation: 'getListing',
  },
  // Issue 9: a marketplace reports a sale (API key with write scope; idempotent by its order id).
  {
    method: 'POST',
    path: '/api/marketplace/sales',
    area: 'external',
    access: 'apiKey',
    operation: 'recordMarketplaceSale',
  },
] as const satisfies readonly RouteDefinition[];
