import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from '../logger.ts';
import { AppError } from './errors.ts';
import { json, type ApiResult } from './responses.ts';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

// Middy's own HTTP errors (router, body parser) speak to developers; say it for a person.
const middyMessages: Record<number, string> = {
  404: 'There is no such API route.',
  413: 'The request is too large.',
  415: 'Send the request body as JSON with the header Content-Type: application/json.',
  422: 'The request body is not valid JSON.',
};

/**
 * How an area renders its errors:
 * - `standard`: `{ success: false, message, ...details }` (the admin console and the customer portal);
 * - `withError`: the same plus `error` (spec 001 §7: replies of `/api/external/keys*`, the external login
 *   and `/api/webhooks*` carry an error field);
 * - `external`: the external API v1 shape `{ error: { code, message, details? } }` with stable codes.
 */
export type ErrorFormat = 'standard' | 'withError' | 'external';

/** The stable codes of the external API, by HTTP status, for errors that do not name their own code. */
const externalCodesByStatus: Record<number, string> = {
  400: 'invalid_request',
  401: 'invalid_api_key',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'invalid_request',
  429: 'rate_limited',
  500: 'internal_error',
};

interface HttpLikeError {
  statusCode: number;
  message: string;
  expose?: boolean;
}

interface NormalisedError {
  statusCode: number;
  message: string;
  details: Record<string, unknown>;
}

const isHttpLikeError = (error: unknown): error is HttpLikeError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as HttpLikeError).statusCode === 'number' &&
  typeof (error as HttpLikeError).message === 'string';

function normalise(error: unknown, event?: APIGatewayProxyEventV2): NormalisedError {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, message: error.message, details: { ...error.details } };
  }
  if (isHttpLikeError(error) && error.statusCode < 500 && error.expose !== false) {
    // A body that is not JSON is bad input from the caller: 400, not middy's 422.
    const statusCode = error.statusCode === 422 ? 400 : error.statusCode;
    return { statusCode, message: middyMessages[error.statusCode] ?? error.message, details: {} };
  }
  logger.error('Unhandled error', {
    error: error instanceof Error ? error : String(error),
    path: event?.rawPath,
    method: event?.requestContext?.http?.method,
  });
  return { statusCode: 500, message: GENERIC_MESSAGE, details: {} };
}

function externalBody({ statusCode, message, details }: NormalisedError): Record<string, unknown> {
  const { code, ...rest } = details;
  const stableCode = typeof code === 'string' && /^[a-z_]+$/.test(code) ? code : undefined;
  const body: Record<string, unknown> = {
    code:
      stableCode ??
      externalCodesByStatus[statusCode] ??
      (statusCode >= 500 ? 'internal_error' : 'invalid_request'),
    message,
  };
  if (Object.keys(rest).length > 0) body.details = rest;
  return { error: body };
}

export function toErrorResult(
  error: unknown,
  event?: APIGatewayProxyEventV2,
  format: ErrorFormat = 'standard',
): ApiResult {
  const normalised = normalise(error, event);
  const { statusCode, message, details } = normalised;
  if (format === 'external') return json(statusCode, externalBody(normalised));
  if (format === 'withError')
    return json(statusCode, { success: false, message, error: message, ...details });
  return json(statusCode, { success: false, message, ...details });
}

/** Registered last so that it renders every error, known or not, as JSON with a readable `message`. */
export const errorMiddleware = (
  format: ErrorFormat = 'standard',
): middy.MiddlewareObj<APIGatewayProxyEventV2, ApiResult> => ({
  onError: (request) => {
    request.response = toErrorResult(request.error, request.event, format);
  },
});
