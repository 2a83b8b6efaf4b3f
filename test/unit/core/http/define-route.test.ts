import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, type RouteHandler } from '../../../../lambdas/core/http/define-route.ts';
import { errorMiddleware } from '../../../../lambdas/core/http/error-middleware.ts';
import { ConflictError } from '../../../../lambdas/core/http/errors.ts';
import { ok, type ApiResult } from '../../../../lambdas/core/http/responses.ts';
import { apiEvent } from '../../support/api-event.ts';

const context = {} as Context;
const withErrors = (handler: RouteHandler) =>
  middy<APIGatewayProxyEventV2, ApiResult>().use(errorMiddleware()).handler(handler);

const createThing = withErrors(
  defineRoute(
    {
      body: z.object({ name: z.string().min(1, 'Name is required'), quantity: z.number().int().min(1) }),
      query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
      params: z.object({ id: z.string().min(1) }),
    },
    async ({ body, query, params }) =>
      ok({ success: true, name: body.name, dryRun: query.dryRun, id: params.id }),
  ),
);

const post = (body: string | undefined, contentType = 'application/json') =>
  createThing(
    apiEvent({
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      pathParameters: { id: 'abc' },
      queryStringParameters: { dryRun: 'true' },
    }),
    context,
  );

const bodyOf = (result: ApiResult) => JSON.parse(result.body ?? '{}');

describe('defineRoute', () => {
  it('passes the validated body, query and path parameters to the handler', async () => {
    const result = await post(JSON.stringify({ name: 'Row K', quantity: 2 }));

    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ success: true, name: 'Row K', dryRun: 'true', id: 'abc' });
  });

  it('answers 400 with the field and its message when the body breaks the schema', async () => {
    const result = await post(JSON.stringify({ name: '', quantity: 2 }));

    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({
      success: false,
      message: 'Please check name: Name is required',
      errors: { name: 'Name is required' },
    });
  });

  it('answers 400 with a readable message when the body is not JSON', async () => {
    const result = await post('{"name": ');

    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers 415 when the body is sent with another content type', async () => {
    const result = await post('name=x', 'application/x-www-form-urlencoded');

    expect(result.statusCode).toBe(415);
    expect(bodyOf(result).message).toMatch(/Content-Type: application\/json/);
  });

  it('answers 400 when a query parameter has a value outside its schema', async () => {
    const handler = withErrors(
      defineRoute({ query: z.object({ page: z.coerce.number().int().min(1) }) }, async ({ query }) =>
        ok(query),
      ),
    );

    const result = await handler(apiEvent({ queryStringParameters: { page: '0' } }), context);

    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toMatch(/^Please check page:/);
  });
});

describe('errorMiddleware', () => {
  it('renders an AppError with its status and message', async () => {
    const handler = withErrors(async () => {
      throw new ConflictError('This ticket was already approved.');
    });

    const result = await handler(apiEvent(), context);

    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toEqual({ success: false, message: 'This ticket was already approved.' });
  });

  it('hides an unexpected error behind a generic 500 message', async () => {
    const handler = withErrors(async () => {
      throw new Error('connection reset by peer at 10.0.0.3');
    });

    const result = await handler(apiEvent(), context);

    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
  });
});
