import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Access } from '../../api/route-table.ts';
import { UnauthorizedError } from './errors.ts';
import type { ApiResult } from './responses.ts';

/**
 * The one place where a route's access level from the route table is enforced. Sessions arrive with
 * the Accounts work; until then nobody can hold one, so every non-public route answers 401.
 */
export const accessMiddleware = (access: Access): middy.MiddlewareObj<APIGatewayProxyEventV2, ApiResult> => ({
  before: () => {
    if (access !== 'public') throw new UnauthorizedError();
  },
});
