import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import type { LocalTarget } from '../../../lib/local/local-target.ts';
import { createApiKey } from '../../../lambdas/core/api-keys/manage-keys.ts';
import type { ApiKeyScope } from '../../../lambdas/core/db/entities/api-key.ts';
import { call, tableOf } from '../accounts/account-client.ts';

/** Helpers for the external API suites: keys, calls with a key, and checks against the OpenAPI document. */

export const BASE = '/api/external/v1';

export interface ExternalReply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A call to the external API with an API key (Bearer unless `header` says X-API-Key). */
export async function callApi<T = Record<string, unknown>>(
  target: LocalTarget,
  method: string,
  path: string,
  options: { key?: string; header?: 'bearer' | 'x-api-key'; body?: unknown } = {},
): Promise<ExternalReply<T>> {
  const headers: Record<string, string> = {};
  if (options.key) {
    if (options.header === 'x-api-key') headers['x-api-key'] = options.key;
    else headers.authorization = `Bearer ${options.key}`;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${target.urls.web}${BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

/** The signed-in admin's user id. */
export async function userIdOf(target: LocalTarget, cookie: string): Promise<string> {
  const reply = await call<{ user: { id: string } }>(target, 'GET', '/api/user', { cookie });
  return reply.body.user.id;
}

/** A key of the admin, made in the table as the API Keys page would. */
export async function apiKeyOf(
  target: LocalTarget,
  userId: string,
  scopes: ApiKeyScope[],
  name = 'Integration',
) {
  const { data, close } = tableOf(target);
  try {
    return (await createApiKey(userId, { name, scopes, rateLimit: 1000 }, data)).key;
  } finally {
    close();
  }
}

type Document = {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
};

/**
 * Checks replies against the served OpenAPI document: the status is one the operation documents and the
 * body validates against that response's schema (ajv, JSON Schema 2020-12). Records which operations
 * were checked, so a suite can assert that every documented operation was.
 */
export class DocumentedReplies {
  private readonly ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  readonly checked = new Set<string>();

  constructor(readonly document: Document) {
    this.ajv.addSchema(document as never, 'openapi.json');
  }

  operations(): string[] {
    // A path item also holds non-operations (e.g. `servers` of /api/marketplace/sales).
    return Object.values(this.document.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => (typeof op.operationId === 'string' ? [op.operationId] : [])),
    );
  }

  expectDocumented(method: string, pathTemplate: string, reply: ExternalReply<unknown>): void {
    const operation = this.document.paths[pathTemplate]?.[method.toLowerCase()];
    expect(operation, `${method} ${pathTemplate} is documented`).toBeDefined();
    const status = String(reply.status);
    expect(Object.keys(operation!.responses), `${method} ${pathTemplate} documents ${status}`).toContain(
      status,
    );
    const pointer = [
      'paths',
      pathTemplate,
      method.toLowerCase(),
      'responses',
      status,
      'content',
      'application/json',
      'schema',
    ]
      .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/');
    const validate = this.ajv.getSchema(`openapi.json#/${pointer}`);
    expect(validate, `schema of ${method} ${pathTemplate} ${status}`).toBeDefined();
    const valid = validate!(reply.body);
    expect(valid ? [] : validate!.errors, `${method} ${pathTemplate} ${status} body`).toEqual([]);
    this.checked.add(operation!.operationId);
  }
}
