import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { BadRequestError } from './errors.ts';
import type { ApiResult } from './responses.ts';

export type RouteHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<ApiResult>;

interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteInput<S extends RouteSchemas> {
  body: Infer<S['body']>;
  query: Infer<S['query']>;
  params: Infer<S['params']>;
  event: APIGatewayProxyEventV2;
  context: Context;
}

/** Turns zod issues into one sentence a user can act on, plus the per-field messages. */
export function validationError(error: z.ZodError, part: string): BadRequestError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || part;
    fieldErrors[field] ??= issue.message;
  }
  const [first] = Object.entries(fieldErrors);
  const message = first ? `Please check ${first[0]}: ${first[1]}` : `The ${part} is not valid.`;
  return new BadRequestError(message, { errors: fieldErrors });
}

function parsePart<S extends z.ZodType | undefined>(schema: S, value: unknown, part: string): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error, part);
  return result.data as Infer<S>;
}

const parseInput = <S extends RouteSchemas>(schemas: S, event: APIGatewayProxyEventV2) => ({
  body: parsePart(schemas.body, event.body, 'body') as Infer<S['body']>,
  query: parsePart(schemas.query, event.queryStringParameters, 'query') as Infer<S['query']>,
  params: parsePart(schemas.params, event.pathParameters, 'path') as Infer<S['params']>,
});

/**
 * A route handler whose body, query and path parameters are validated with zod at the edge: bad input
 * becomes a 400 with a readable message before the business code runs.
 */
export function defineRoute<S extends RouteSchemas>(
  schemas: S,
  handler: (input: RouteInput<S>) => Promise<ApiResult>,
): RouteHandler {
  const validated: RouteHandler = async (event, context) =>
    handler({ ...parseInput(schemas, event), event, context });
  if (!schemas.body) return validated;
  return middy<APIGatewayProxyEventV2, ApiResult>().use(httpJsonBodyParser()).handler(validated);
}
