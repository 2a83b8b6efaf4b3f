import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { routeTable, type Access } from '../../api/route-table.ts';
import { NotFoundError, UnauthorizedError } from './errors.ts';
import type { ApiResult } from './responses.ts';

// API Gateway (and the local adapter) name the matched route in `routeKey`; the proxy route only leads to a 404.
const accessByRouteKey = new Map<string, Access>([
  ...routeTable.map((route): [string, Access] => [`${route.method} ${route.path}`, route.access]),
  ['ANY /api/{proxy+}', 'public'],
]);

/**
 * The one place where a route's access level from the route table is enforced, for every route of an
 * area. A route key the table does not know is refused. Sessions arrive with the Accounts work; until
 * then nobody can hold one, so every non-public route answers 401.
 */
export const accessMiddleware = (): middy.MiddlewareObj<APIGatewayProxyEventV2, ApiResult> => ({
  before: ({ event }) => {
    const access = accessByRouteKey.get(event.routeKey);
    if (access === undefined) throw new NotFoundError('There is no such API route.');
    if (access !== 'public') throw new UnauthorizedError();
  },
});
