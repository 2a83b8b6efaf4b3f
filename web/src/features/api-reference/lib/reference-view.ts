import { z } from 'zod';

/** What the reference page shows of the OpenAPI document (pure; the document is the source). */

type JsonSchema = Record<string, unknown>;

export interface Field {
  name: string;
  location?: string;
  required: boolean;
  type: string;
  description: string;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  /** The operation's own base URL when it is not under the document's (e.g. /api/marketplace). */
  server: string | null;
  summary: string;
  description: string;
  tag: string;
  scope: string | null;
  parameters: Field[];
  bodyFields: Field[];
  responses: { status: string; description: string }[];
}

export interface ReferenceView {
  title: string;
  version: string;
  description: string;
  baseUrl: string;
  operations: OperationView[];
  errorCodes: { code: string; status: number; meaning: string }[];
  rateLimitHeaders: { name: string; description: string }[];
  securitySchemes: { name: string; description: string }[];
}

const looseSchema = z.record(z.string(), z.unknown());
const documentSchema = z.object({
  info: z.object({ title: z.string(), version: z.string(), description: z.string().default('') }),
  servers: z.array(z.object({ url: z.string() })).default([]),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z
    .object({
      headers: z.record(z.string(), z.object({ description: z.string().default('') })).default({}),
      securitySchemes: z.record(z.string(), z.object({ description: z.string().default('') })).default({}),
    })
    .default({ headers: {}, securitySchemes: {} }),
  'x-error-codes': z
    .array(z.object({ code: z.string(), status: z.number(), meaning: z.string() }))
    .default([]),
});

const methods = ['get', 'post', 'put', 'patch', 'delete'];
const pathServersSchema = z.array(z.object({ url: z.string() })).optional();

/** A JSON Schema as a short type label: "string", "integer or null", "one of a, b", "array of string". */
export function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1) ?? 'object';
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(String).join(', ')}`;
  if (schema.const !== undefined) return `"${String(schema.const)}"`;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) return variants.map(typeLabel).join(' or ');
  const type = schema.type;
  if (Array.isArray(type)) return type.map(String).join(' or ');
  if (type === 'array') return `array of ${typeLabel(schema.items as JsonSchema | undefined)}`;
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  return typeof type === 'string' ? `${type}${format}` : 'any';
}

function describe(schema: JsonSchema): string {
  const parts = [typeof schema.description === 'string' ? schema.description : ''];
  if (schema.default !== undefined) parts.push(`Default: ${JSON.stringify(schema.default)}.`);
  if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number') {
    parts.push(`From ${schema.minimum} to ${schema.maximum}.`);
  }
  if (typeof schema.maxLength === 'number') parts.push(`At most ${schema.maxLength} characters.`);
  return parts.filter(Boolean).join(' ');
}

function parametersOf(operation: JsonSchema): Field[] {
  const parameters = (operation.parameters ?? []) as JsonSchema[];
  return parameters.map((parameter) => {
    const schema = (parameter.schema ?? {}) as JsonSchema;
    return {
      name: String(parameter.name),
      location: String(parameter.in),
      required: parameter.required === true,
      type: typeLabel(schema),
      description: [typeof parameter.description === 'string' ? parameter.description : '', describe(schema)]
        .filter(Boolean)
        .join(' '),
    };
  });
}

function bodyFieldsOf(operation: JsonSchema): Field[] {
  const body = operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
  const schema = body?.content?.['application/json']?.schema;
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema?.required ?? []) as string[];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    required: required.includes(name),
    type: typeLabel(property),
    description: describe(property),
  }));
}

export function toReference(document: unknown): ReferenceView {
  const parsed = documentSchema.parse(document);
  const operations: OperationView[] = Object.entries(parsed.paths).flatMap(([path, item]) => {
    const server = pathServersSchema.parse(item.servers)?.[0]?.url ?? null;
    return methods
      .filter((method) => item[method] !== undefined)
      .map((method) => {
        const operation = looseSchema.parse(item[method]);
        const responses = (operation.responses ?? {}) as Record<string, { description?: string }>;
        return {
          id: String(operation.operationId ?? `${method} ${path}`),
          method: method.toUpperCase(),
          path,
          server,
          summary: String(operation.summary ?? ''),
          description: String(operation.description ?? '').split('\n\nRequired scope:')[0]!,
          tag: String((operation.tags as string[] | undefined)?.[0] ?? 'Other'),
          scope: typeof operation['x-required-scope'] === 'string' ? operation['x-required-scope'] : null,
          parameters: parametersOf(operation),
          bodyFields: bodyFieldsOf(operation),
          responses: Object.entries(responses).map(([status, response]) => ({
            status,
            description: response.description ?? '',
          })),
        };
      });
  });
  return {
    title: parsed.info.title,
    version: parsed.info.version,
    description: parsed.info.description,
    baseUrl: parsed.servers[0]?.url ?? '',
    operations,
    errorCodes: parsed['x-error-codes'],
    rateLimitHeaders: Object.entries(parsed.components.headers).map(([name, header]) => ({
      name,
      description: header.description,
    })),
    securitySchemes: Object.entries(parsed.components.securitySchemes).map(([name, scheme]) => ({
      name,
      description: scheme.description,
    })),
  };
}
