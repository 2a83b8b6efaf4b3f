import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { externalRoutes } from '../../../lambdas/api/external/routes.ts';
import { routeTable } from '../../../lambdas/api/route-table.ts';
import {
  EXTERNAL_API_BASE,
  buildOpenApiDocument,
  documentPathOf,
} from '../../../lambdas/core/external-api/openapi-document.ts';
import { operationDocs } from '../../../lambdas/core/external-api/operations.ts';
import { errorCodes } from '../../../lambdas/core/external-api/schemas.ts';

type Operation = {
  operationId: string;
  security: unknown[];
  'x-required-scope'?: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { headers?: Record<string, unknown> }>;
};

const document = buildOpenApiDocument();
const operationAt = (method: string, path: string) =>
  (document.paths[documentPathOf(path).path] as Record<string, Operation> | undefined)?.[
    method.toLowerCase()
  ];

describe('OpenAPI document of the external API v1', () => {
  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/external/v1', description: expect.any(String) }]);
  });

  it('documents every route of the route table under /api/external/v1, and nothing else', () => {
    const tableRoutes = routeTable.filter((route) => route.path.startsWith(`${EXTERNAL_API_BASE}/`));
    // /auth/login belongs to the keys area (its own error shape); every other v1 route is ours, and so
    // is the marketplace's sale callback outside /api/external/v1 (a path-level server names its prefix).
    const ours = routeTable.filter((route) => route.area === 'external');
    expect(ours).toEqual([...externalRoutes]);
    expect(tableRoutes.every((route) => route.area === 'external' || route.area === 'apikeys')).toBe(true);
    expect(document.paths['/sales']).toMatchObject({ servers: [{ url: '/api/marketplace' }] });
    for (const route of ours) {
      expect(operationAt(route.method, route.path)?.operationId, `${route.method} ${route.path}`).toBe(
        route.operation,
      );
    }
    const documented = Object.values(document.paths).flatMap((item) =>
      Object.keys(item).filter((key) => key !== 'servers'),
    );
    expect(documented).toHaveLength(ours.length);
    expect(Object.keys(operationDocs).sort()).toEqual(ours.map((route) => route.operation).sort());
  });

  it('names the scope of each API-key operation and its security schemes; the document itself is public', () => {
    for (const route of externalRoutes) {
      const operation = operationAt(route.method, route.path)!;
      if (route.access === 'public') {
        expect(operation.security).toEqual([]);
        continue;
      }
      expect(operation['x-required-scope']).toBe(route.method === 'GET' ? 'read' : 'write');
      expect(operation.security).toEqual([{ bearerApiKey: [] }, { headerApiKey: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403', '429', '500']));
      expect(operation.responses['429']!.headers).toHaveProperty('Retry-After');
      for (const response of Object.values(operation.responses)) {
        expect(Object.keys(response.headers ?? {})).toEqual(
          expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
        );
      }
    }
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearerApiKey', 'headerApiKey']);
    expect(document.components.securitySchemes.headerApiKey).toMatchObject({
      in: 'header',
      name: 'X-API-Key',
    });
  });

  it('describes the filters and the page parameters of the lists, and the error codes', () => {
    const names = (method: string, path: string) =>
      operationAt(method, path)!.parameters!.map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(names('GET', '/api/external/v1/tickets')).toEqual([
      'query:cursor',
      'query:limit',
      'query:status',
      'query:customerId',
      'query:emailId',
      'query:eventFrom',
      'query:eventTo',
      'query:order',
    ]);
    expect(names('GET', '/api/external/v1/emails')).toEqual(
      expect.arrayContaining(['query:status', 'query:customerId', 'query:limit', 'query:cursor']),
    );
    expect(names('GET', '/api/external/v1/listings/{id}')).toEqual(['path:id']);
    expect(operationAt('PATCH', '/api/external/v1/tickets/{id}')!.requestBody).toBeDefined();
    expect(operationAt('POST', '/api/external/v1/emails')!.responses).toHaveProperty('202');
    expect(document['x-error-codes'].map((entry) => entry.code)).toEqual([...errorCodes]);
    expect(document.components.schemas.Error).toMatchObject({
      properties: { error: { properties: { code: { enum: [...errorCodes] } } } },
    });
  });
});
