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

interface HttpLikeError {
  statusCode: number;
  message: string;
  expose?: boolean;
}

const isHttpLikeError = (error: unknown): error is HttpLikeError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as HttpLikeError).statusCode === 'number' &&
  typeof (error as HttpLikeError).message === 'string';

export function toErrorResult(error: unknown, event?: APIGatewayProxyEventV2): ApiResult {
  if (error instanceof AppError) return json(error.statusCode, error.toJSON());
  if (isHttpLikeError(error) && error.statusCode < 500 && error.expose !== false) {
    // A body that is not JSON is bad input from the caller: 400, not middy's 422.
    const statusCode = error.statusCode === 422 ? 400 : error.statusCode;
    const message = middyMessages[error.statusCode] ?? error.message;
    return json(statusCode, { success: false, message });
  }
  logger.error('Unhandled error', {
    error: error instanceof Error ? error : String(error),
    path: event?.rawPath,
    method: event?.requestContext?.http?.method,
  });
  return json(500, { success: false, message: GENERIC_MESSAGE });
}

/** Registered last so that it renders every error, known or not, as JSON with a readable `message`. */
export const errorMiddleware = (): middy.MiddlewareObj<APIGatewayProxyEventV2, ApiResult> => ({
  onError: (request) => {
    request.response = toErrorResult(request.error, request.event);
  },
});
