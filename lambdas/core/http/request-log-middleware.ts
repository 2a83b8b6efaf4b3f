import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from '../logger.ts';
import type { ApiResult } from './responses.ts';

const startTimes = new WeakMap<object, number>();

function logRequest(request: middy.Request<APIGatewayProxyEventV2, ApiResult>): void {
  const started = startTimes.get(request.event) ?? performance.now();
  logger.info('request', {
    method: request.event.requestContext.http.method,
    path: request.event.rawPath,
    status: request.response?.statusCode,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    requestId: request.event.requestContext.requestId,
  });
}

/** One structured log line per request: method, path, status, duration. */
export const requestLogMiddleware = (): middy.MiddlewareObj<APIGatewayProxyEventV2, ApiResult> => ({
  before: (request) => {
    startTimes.set(request.event, performance.now());
  },
  after: logRequest,
  onError: logRequest,
});
