import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpRouterHandler from '@middy/http-router';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { routeTable, type ApiArea, type OperationOf } from '../../api/route-table.ts';
import { accessMiddleware } from './access-middleware.ts';
import type { RouteHandler } from './define-route.ts';
import { errorMiddleware, type ErrorFormat } from './error-middleware.ts';
import { requestLogMiddleware } from './request-log-middleware.ts';
import type { ApiResult } from './responses.ts';

export interface AreaOptions {
  /** How errors are rendered (see ErrorFormat); `standard` unless the area's contract says otherwise. */
  errorFormat?: ErrorFormat;
}

/**
 * The Lambda handler of one API area: every route the route table gives this area, behind the access
 * check of its table entry, with logging, security headers and JSON errors around them.
 */
export function createAreaHandler<A extends ApiArea>(
  area: A,
  operations: Record<OperationOf<A>, RouteHandler>,
  options: AreaOptions = {},
) {
  const routes = routeTable
    .filter((route) => route.area === area)
    .map((route) => ({
      method: route.method,
      path: route.path,
      handler: operations[route.operation as OperationOf<A>],
    }));

  return middy<APIGatewayProxyEventV2, ApiResult>()
    .use(requestLogMiddleware())
    .use(httpHeaderNormalizer())
    .use(httpSecurityHeaders())
    .use(accessMiddleware())
    .use(errorMiddleware(options.errorFormat))
    .handler(httpRouterHandler(routes) as unknown as RouteHandler);
}
