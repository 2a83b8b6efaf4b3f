import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { routeTable, type RouteDefinition } from '../../api/route-table.ts';
import { checkApiKey } from '../api-keys/authenticate-key.ts';
import { rateLimitHeaders } from '../api-keys/hourly-limit.ts';
import { attachApiKey } from '../api-keys/request-key.ts';
import { recordApiKeyUsage } from '../api-keys/usage.ts';
import { accountMessages } from '../auth/account-messages.ts';
import { assertAdmin, assertCanAccessCustomer } from '../auth/guards.ts';
import { attachSession, resolveBearerSession, resolveSession, type Session } from '../auth/sessions.ts';
import { logger } from '../logger.ts';
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

/** Per request of an `apiKey` route: the rate-limit headers and the usage write running beside the handler. */
interface ApiKeyRequest {
  headers?: Record<string, string>;
  usage?: Promise<void>;
}

const apiKeyRequests = new WeakMap<APIGatewayProxyEventV2, ApiKeyRequest>();

/** `apiKey` routes: the key's checks (DESIGN §6.8); usage is recorded while the handler runs. */
async function admitApiKey(event: APIGatewayProxyEventV2, route: RouteDefinition): Promise<void> {
  const check = await checkApiKey(event, route.method);
  const state: ApiKeyRequest = { headers: check.window ? rateLimitHeaders(check.window) : undefined };
  apiKeyRequests.set(event, state);
  if (check.error || !check.caller) throw check.error ?? new UnauthorizedError();
  attachApiKey(event, check.caller);
  state.usage = recordApiKeyUsage(check.caller.apiKeyId).catch((error: unknown) => {
    logger.error('Could not record API key usage', { error: error instanceof Error ? error : String(error) });
  });
}

/** Waits for the usage write and puts the rate-limit headers on the answer, success or error. */
async function finishApiKeyRequest(request: middy.Request<APIGatewayProxyEventV2, ApiResult>): Promise<void> {
  const state = apiKeyRequests.get(request.event);
  if (!state) return;
  await state.usage;
  if (state.headers && request.response) {
    request.response = { ...request.response, headers: { ...request.response.headers, ...state.headers } };
  }
}

/** The session cookie, or on admin routes marked `bearer` an external login's bearer token. */
async function sessionFor(
  event: APIGatewayProxyEventV2,
  route: RouteDefinition,
): Promise<Session | undefined> {
  const session = await resolveSession(event);
  if (session || !route.bearer || route.access !== 'admin') return session;
  return resolveBearerSession(event);
}

/**
 * The one place where a route's access level from the route table is enforced, for every route of an
 * area: public → anyone; customer → any signed-in user (customer or admin); admin → role admin (403,
 * or 401 when nobody is signed in); admin routes marked `bearer` also take the bearer token of the
 * external login; apiKey → a valid API key with the method's scope within its hourly limit (the
 * answer carries the RateLimit headers). Routes of `/api/customer/{id}` also pass the ownership guard.
 * A route key the table does not know is refused. The accepted session is available to the handler
 * through `requireSession(event)`, the accepted API key through `requireApiKey(event)`.
 */
export const accessMiddleware = (): middy.MiddlewareObj<APIGatewayProxyEventV2, ApiResult> => ({
  before: async ({ event }) => {
    if (event.routeKey === PROXY_ROUTE_KEY) return;
    const route = routesByKey.get(event.routeKey);
    if (route === undefined) throw new NotFoundError('There is no such API route.');
    if (route.access === 'public') return;
    if (route.access === 'apiKey') return admitApiKey(event, route);

    const session = await sessionFor(event, route);
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
  after: finishApiKeyRequest,
  onError: finishApiKeyRequest,
});
