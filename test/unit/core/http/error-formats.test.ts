import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiKeyAccessError } from '../../../../lambdas/core/api-keys/access-errors.ts';
import { validationError } from '../../../../lambdas/core/http/define-route.ts';
import { toErrorResult } from '../../../../lambdas/core/http/error-middleware.ts';
import {
  AppError,
  ConflictError,
  NotFoundError,
  PayloadTooLargeError,
} from '../../../../lambdas/core/http/errors.ts';

const render = (error: unknown, format: 'standard' | 'withError' | 'external') => {
  const result = toErrorResult(error, undefined, format);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') as unknown };
};

describe('error formats of an area', () => {
  it('external: one shape with stable codes, named or by status', () => {
    const invalid = validationError(
      z.object({ limit: z.number().max(100, 'At most 100') }).safeParse({ limit: 500 }).error!,
      'query',
    );

    expect(render(invalid, 'external')).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid_request',
          message: 'Please check limit: At most 100',
          details: { errors: { limit: 'At most 100' } },
        },
      },
    });
    expect(render(new NotFoundError('Ticket not found'), 'external')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Ticket not found' } },
    });
    expect(render(new ConflictError('Already verified'), 'external').body).toEqual({
      error: { code: 'conflict', message: 'Already verified' },
    });
    expect(render(new PayloadTooLargeError(), 'external').body).toMatchObject({
      error: { code: 'payload_too_large' },
    });
    expect(
      render(new ApiKeyAccessError('insufficient_scope', undefined, { requiredScope: 'write' }), 'external'),
    ).toEqual({
      status: 403,
      body: {
        error: {
          code: 'insufficient_scope',
          message: 'This API key does not have the scope this request needs.',
          details: { requiredScope: 'write' },
        },
      },
    });
    expect(render(new Error('database down'), 'external')).toEqual({
      status: 500,
      body: {
        error: {
          code: 'internal_error',
          message: 'Something went wrong on our side. Please try again in a moment.',
        },
      },
    });
    expect(render({ statusCode: 422, message: 'Invalid or malformed JSON' }, 'external').body).toEqual({
      error: { code: 'invalid_request', message: 'The request body is not valid JSON.' },
    });
  });

  it('withError: success false with message and the same text as error; standard unchanged', () => {
    expect(render(new NotFoundError('API key not found'), 'withError').body).toEqual({
      success: false,
      message: 'API key not found',
      error: 'API key not found',
    });
    expect(
      render(new AppError(401, 'Wrong password', { error: 'Invalid credentials' }), 'withError').body,
    ).toEqual({
      success: false,
      message: 'Wrong password',
      error: 'Invalid credentials',
    });
    expect(render(new NotFoundError('API key not found'), 'standard').body).toEqual({
      success: false,
      message: 'API key not found',
    });
  });
});
