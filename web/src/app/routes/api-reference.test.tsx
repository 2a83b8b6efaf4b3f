import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, networkDown, reply } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const DOCUMENT = 'GET /api/external/v1/openapi.json';

// A trimmed document in the shape lambdas/core/external-api/openapi-document.ts builds.
const document = {
  openapi: '3.1.0',
  info: { title: 'Ticket Relay external API', version: '1.0.0', description: 'A versioned REST API.' },
  servers: [{ url: '/api/external/v1' }],
  paths: {
    '/tickets': {
      get: {
        operationId: 'listTickets',
        summary: 'List tickets',
        description: 'Extracted tickets, by event date.\n\nRequired scope: `read`.',
        tags: ['Tickets'],
        'x-required-scope': 'read',
        parameters: [
          {
            name: 'limit',
            in: 'query',
            required: false,
            description: 'Items per page, 1 to 100.',
            schema: { type: 'integer', default: 25, minimum: 1, maximum: 100 },
          },
          {
            name: 'status',
            in: 'query',
            required: false,
            schema: { type: 'string', enum: ['needs_review', 'verified', 'unverified'] },
          },
        ],
        responses: {
          '200': { description: 'A page of tickets.' },
          '429': { description: '`rate_limited`: The key’s hourly request limit is used up.' },
        },
      },
    },
    '/tickets/{id}': {
      patch: {
        operationId: 'updateTicket',
        summary: 'Correct a ticket',
        description: 'Sets the fields sent.',
        tags: ['Tickets'],
        'x-required-scope': 'write',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  venue: { type: 'string', maxLength: 300, description: 'An empty text removes the value.' },
                  quantity: { type: 'integer', minimum: 1, maximum: 1000 },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'The ticket after the correction.' } },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'getOpenApiDocument',
        summary: 'This API description',
        description: 'The OpenAPI 3.1 document.',
        tags: ['Reference'],
        security: [],
        responses: { '200': { description: 'The OpenAPI 3.1 document.' } },
      },
    },
  },
  components: {
    securitySchemes: {
      bearerApiKey: {
        type: 'http',
        scheme: 'bearer',
        description: 'The API key as a bearer token: `Authorization: Bearer trk_live_…`.',
      },
      headerApiKey: {
        type: 'apiKey',
        in: 'header',
        name: 'X-API-Key',
        description: 'The API key in its own header: `X-API-Key: trk_live_…`.',
      },
    },
    headers: {
      'RateLimit-Limit': { description: 'Requests the key may make per hour.' },
      'RateLimit-Remaining': { description: 'Requests left in the current hour.' },
    },
  },
  'x-error-codes': [
    { code: 'invalid_api_key', status: 401, meaning: 'No API key, or an unknown or deleted one.' },
    { code: 'rate_limited', status: 429, meaning: 'The key’s hourly request limit is used up.' },
  ],
};

async function openReference() {
  renderRoutes(createRoutes, '/api-reference');
  await screen.findByRole('heading', { level: 1, name: 'API Reference' });
}

describe('API reference (public)', () => {
  it('shows every operation of the document with method, path, scope, parameters, body and responses', async () => {
    const api = mockApi({ [DOCUMENT]: reply(200, document) });
    await openReference();
    expect(globalThis.document.title).toBe('API Reference · Ticket Relay');

    const list = await screen.findByRole('region', { name: 'GET /api/external/v1/tickets' });
    expect(within(list).getByText('List tickets')).toBeInTheDocument();
    expect(within(list).getByText('read')).toBeInTheDocument();
    const parameters = within(list).getByRole('region', { name: 'Parameters of List tickets' });
    expect(
      within(parameters).getByRole('row', {
        name: /limit query integer No Items per page, 1 to 100\. Default: 25\./,
      }),
    ).toBeInTheDocument();
    expect(within(parameters).getByText('one of needs_review, verified, unverified')).toBeInTheDocument();
    expect(within(list).getByText('429')).toBeInTheDocument();
    expect(within(list).queryByText(/Required scope: `read`/)).not.toBeInTheDocument();

    const update = screen.getByRole('region', { name: 'PATCH /api/external/v1/tickets/{id}' });
    expect(within(update).getByText('write')).toBeInTheDocument();
    const body = within(update).getByRole('region', { name: 'Request body of Correct a ticket' });
    expect(
      within(body).getByRole('row', {
        name: /venue string No An empty text removes the value\. At most 300 characters\./,
      }),
    ).toBeInTheDocument();
    expect(within(body).getByText('quantity')).toBeInTheDocument();

    const own = screen.getByRole('region', { name: 'GET /api/external/v1/openapi.json' });
    expect(within(own).getByText('Public: no API key needed.')).toBeInTheDocument();
    expect(api.callsTo(DOCUMENT)).toHaveLength(1);
  });

  it('explains authentication: how to send the key, scopes, rate-limit headers and error codes', async () => {
    mockApi({ [DOCUMENT]: reply(200, document) });
    await openReference();
    const auth = await screen.findByRole('region', { name: 'Authentication' });
    expect(
      within(auth).getByText(/Authorization: Bearer trk_live_…/, { selector: 'li' }),
    ).toBeInTheDocument();
    expect(within(auth).getByText(/X-API-Key: trk_live_…/, { selector: 'li' })).toBeInTheDocument();
    expect(within(auth).getByText(/POST, PUT, PATCH and DELETE requests/)).toBeInTheDocument();
    expect(within(auth).getByText('RateLimit-Remaining')).toBeInTheDocument();
    const errors = within(auth).getByRole('region', { name: 'Error codes' });
    expect(within(errors).getByRole('row', { name: /rate_limited 429/ })).toBeInTheDocument();
  });

  it('is reachable without signing in and offers Try Again when the document cannot be loaded', async () => {
    const api = mockApi({ [DOCUMENT]: networkDown });
    await openReference();
    expect(
      await screen.findByText('The API reference could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    api.set(DOCUMENT, reply(200, document));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Authentication' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/user')).toHaveLength(0);
  });
});
