import { z } from 'zod';
import { externalRoutes } from '../../api/external/routes.ts';
import { operationDocs, type OperationDoc, type ResponseModel } from './operations.ts';
import {
  errorBodySchema,
  errorCodeDocs,
  publicEmailSchema,
  publicListingSchema,
  publicTicketSchema,
  submittedEmailSchema,
  type ErrorCode,
} from './schemas.ts';

/** The mount point of the versioned API; the document's paths are relative to it. */
export const EXTERNAL_API_BASE = '/api/external/v1';
export const API_VERSION = '1.0.0';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without the `$schema` line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'Requests the key may make per hour.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current hour.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the hour window resets.', schema: { type: 'integer' } },
  'X-RateLimit-Limit': { description: 'Same as RateLimit-Limit.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Same as RateLimit-Remaining.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'When the window resets, epoch seconds.', schema: { type: 'integer' } },
};
const headerRefs = Object.fromEntries(
  Object.keys(rateLimitHeaders).map((name) => [name, { $ref: `#/components/headers/${name}` }]),
);

/** The errors every API-key operation can answer, besides its own. */
const keyErrors: ErrorCode[] = [
  'invalid_api_key',
  'api_key_expired',
  'api_key_disabled',
  'ip_not_allowed',
  'insufficient_scope',
  'rate_limited',
  'internal_error',
];

/** Responses by status; several codes share a status. */
function errorResponses(codes: readonly ErrorCode[], withRateLimitHeaders: boolean) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = errorCodeDocs[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, statusCodes]) => [
        String(status),
        {
          description: statusCodes.map((code) => `\`${code}\`: ${errorCodeDocs[code].meaning}`).join(' '),
          headers: {
            ...(withRateLimitHeaders ? headerRefs : {}),
            ...(status === 429
              ? {
                  'Retry-After': {
                    description: 'Seconds until the window resets.',
                    schema: { type: 'integer' },
                  },
                }
              : {}),
          },
          content: { 'application/json': { schema: ref('Error') } },
        },
      ]),
  );
}

function parametersOf(doc: OperationDoc) {
  const parameters: Record<string, unknown>[] = [];
  for (const [location, schema] of [
    ['path', doc.params],
    ['query', doc.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const { description, ...propertySchema } = property;
      parameters.push({
        name,
        in: location,
        required: location === 'path' || (object.required ?? []).includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: propertySchema,
      });
    }
  }
  return parameters;
}

function successBody(success: OperationDoc['success']): JsonSchema {
  if (success.shape === 'raw') return { type: 'object', description: 'An OpenAPI 3.1 document.' };
  if (success.shape === 'item') {
    return {
      type: 'object',
      properties: { data: ref(success.model) },
      required: ['data'],
      additionalProperties: false,
    };
  }
  return {
    type: 'object',
    properties: {
      data: { type: 'array', items: ref(success.model) },
      nextCursor: {
        type: ['string', 'null'],
        description: 'Pass as `cursor` for the next page; null on the last page.',
      },
    },
    required: ['data', 'nextCursor'],
    additionalProperties: false,
  };
}

/** The success status (and the further ones of `successBody`) with their body schema. */
function successResponses(doc: OperationDoc, byKey: boolean) {
  const schema = doc.successBody ? jsonSchema(doc.successBody.schema, 'output') : successBody(doc.success);
  const statuses = [
    { status: doc.success.status, description: doc.success.description },
    ...(doc.successBody?.alsoStatuses ?? []),
  ].sort((a, b) => a.status - b.status);
  return Object.fromEntries(
    statuses.map(({ status, description }) => [
      String(status),
      { description, ...(byKey ? { headers: headerRefs } : {}), content: { 'application/json': { schema } } },
    ]),
  );
}

/**
 * Where a route appears in the document: under the base it is relative to the document's server;
 * outside it (POST /api/marketplace/sales) a path-level server names its prefix.
 */
export function documentPathOf(routePath: string): { path: string; server?: string } {
  if (routePath.startsWith(`${EXTERNAL_API_BASE}/`))
    return { path: routePath.slice(EXTERNAL_API_BASE.length) };
  const cut = routePath.lastIndexOf('/');
  return { path: routePath.slice(cut), server: routePath.slice(0, cut) };
}

/** read for GET, write for every other method (as the access middleware checks). */
export const requiredScope = (method: string): 'read' | 'write' => (method === 'GET' ? 'read' : 'write');

function operationObject(route: (typeof externalRoutes)[number]) {
  const doc = operationDocs[route.operation];
  const byKey = route.access === 'apiKey';
  const scope = requiredScope(route.method);
  const parameters = parametersOf(doc);
  return {
    operationId: route.operation,
    summary: doc.summary,
    description: byKey ? `${doc.description}\n\nRequired scope: \`${scope}\`.` : doc.description,
    tags: [doc.tag],
    ...(byKey ? { 'x-required-scope': scope } : {}),
    security: byKey ? [{ bearerApiKey: [] }, { headerApiKey: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } },
          },
        }
      : {}),
    responses: {
      ...successResponses(doc, byKey),
      ...errorResponses(byKey ? [...doc.errors, ...keyErrors] : [...doc.errors, 'internal_error'], byKey),
    },
  };
}

const models: Record<Exclude<ResponseModel, 'OpenApiDocument'>, z.ZodType> = {
  Ticket: publicTicketSchema,
  Email: publicEmailSchema,
  Listing: publicListingSchema,
  SubmittedEmail: submittedEmailSchema,
};

/**
 * The OpenAPI 3.1 document of the external API v1, built from the route table (every external route,
 * so none can be left out) and the zod schemas the handlers validate with (operations.ts).
 */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of externalRoutes) {
    const { path, server } = documentPathOf(route.path);
    paths[path] = {
      ...paths[path],
      ...(server ? { servers: [{ url: server, description: 'Not under /api/external/v1.' }] } : {}),
      [route.method.toLowerCase()]: operationObject(route),
    };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Ticket Relay external API',
      version: API_VERSION,
      description:
        'A versioned REST API for integrations: tickets, e-mails and listings. Authenticate with an API key ' +
        '(`Authorization: Bearer trk_live_…` or `X-API-Key: trk_live_…`) created by an admin on the API Keys ' +
        'page. Scopes: `read` for GET, `write` for POST, PUT, PATCH and DELETE. Each key has an hourly request ' +
        'limit (RateLimit-* headers on every answer; 429 `rate_limited` with Retry-After when used up). Errors ' +
        'are `{ "error": { "code", "message", "details"? } }` with a stable code.',
    },
    servers: [{ url: EXTERNAL_API_BASE, description: 'Relative to the host that serves this document.' }],
    tags: [
      { name: 'Tickets', description: 'Extracted tickets: list, read, correct, verify.' },
      { name: 'E-mails', description: 'Received e-mails: list, read, submit a raw e-mail.' },
      { name: 'Listings', description: "Customers' consignment listings (read only)." },
      { name: 'Sales', description: 'A marketplace reports a sale.' },
      { name: 'Reference', description: 'This document.' },
    ],
    paths,
    components: {
      securitySchemes: {
        bearerApiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'trk_live_…',
          description: 'The API key as a bearer token: `Authorization: Bearer trk_live_…`.',
        },
        headerApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'The API key in its own header: `X-API-Key: trk_live_…`.',
        },
      },
      headers: rateLimitHeaders,
      schemas: {
        ...Object.fromEntries(
          Object.entries(models).map(([name, schema]) => [name, jsonSchema(schema, 'output')]),
        ),
        Error: jsonSchema(errorBodySchema, 'output'),
      },
    },
    'x-error-codes': Object.entries(errorCodeDocs).map(([code, { status, meaning }]) => ({
      code,
      status,
      meaning,
    })),
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
