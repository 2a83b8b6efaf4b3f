import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { routeTable, type RouteDefinition } from '../../api/route-table.ts';
import { accountMessages } from '../auth/account-messages.ts';
import { assertAdmin, assertCanAccessCustomer } from '../auth/guards.ts';
import { attachSession, resolveSession } from '../auth/sessions.ts';
import { AppError, NotFoundError, UnauthorizedError } from './errors.ts';
import type { ApiResult } from './responses.ts';

// API Gateway (and the local adapter) name the matched route in `routeKey`; the proxy route only leads to a 404.
const PROXY_ROUTE_KEY = 'ANY /api/{proxy+}';
const routesByKey = new Map<string, RouteDefinition>(
  routeTable.map((route): [string, RouteDefinition] => [`${route.method} ${route.path}`, route]),
);

/** Routes under `/api/customer/{id}` belong to customer `{id}` (DESIGN §6.5). */
const isCustomerOwnedPath = (path: string): boolean =>
  path === '/api/customer/{id}' || path.startsWith('/api/customer/{id}/');

/** What a user whose password an admin set may still do before choosing a new one (DESIGN §6.15). */
const allowedWhilePasswordChangeRequired = new Set([
  'GET /api/user',
  'GET /api/customer/{id}',
  'POST /api/customer/change-password',
]);

class PasswordChangeRequiredError extends AppError {
  constructor() {
    super(403, accountMessages.passwordChangeRequired, { code: 'PASSWORD_CHANGE_REQUIRED' });
  }
}

/**
 * The one place where a route's access level from the route table is enforced, for every route of an
 * area: public → anyone; customer → any signed-in user (customer or admin); admin → role admin (403,
 * or 401 when nobody is signed in). Routes of `/api/customer/{id}` also pass the ownership guard.
 * A route key the table does not know is refused. The accepted session is available to the handler
 * through `requireSession(event)`.
 */
export const accessMiddleware = (): middy.MiddlewareObj<APIGatewayProxyEventV2, ApiResult> => ({
  before: async ({ event }) => {
    if (event.routeKey === PROXY_ROUTE_KEY) return;
    const route = routesByKey.get(event.routeKey);
    if (route === undefined) throw new NotFoundError('There is no such API route.');
    if (route.access === 'public') return;

    const session = await resolveSession(event);
    if (!session) throw new UnauthorizedError();
    if (route.access === 'admin') assertAdmin(session);
    if (session.user.mustChangePassword && !allowedWhilePasswordChangeRequired.has(event.routeKey)) {
      throw new PasswordChangeRequiredError();
    }
    if (isCustomerOwnedPath(route.path)) {
      assertCanAccessCustomer(session, event.pathParameters?.id ?? '', route.method);
    }
    attachSession(event, session);
  },
});
