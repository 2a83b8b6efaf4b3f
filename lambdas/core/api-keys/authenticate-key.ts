import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientIp } from '../auth/client-ip.ts';
import { db } from '../db/client.ts';
import type { ApiKey, ApiKeyScope } from '../db/entities/api-key.ts';
import { ApiKeyAccessError } from './access-errors.ts';
import { countHourlyRequest, hourlyWindow, type HourlyWindow } from './hourly-limit.ts';
import { isIpAllowed } from './ip-allow-list.ts';
import { hashApiKey, looksLikeApiKey } from './key-secret.ts';
import { isExpired } from './key-view.ts';
import type { ApiKeyCaller } from './request-key.ts';

export interface ApiKeyCheck {
  /** Set when the key was accepted. */
  caller?: ApiKeyCaller;
  /** Set when the key was refused. */
  error?: ApiKeyAccessError;
  /** The key's hour window, whenever a stored key was found (for the rate-limit headers). */
  window?: HourlyWindow;
}

const header = (event: APIGatewayProxyEventV2, name: string): string | undefined => {
  const headers = event.headers ?? {};
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found === undefined ? undefined : headers[found]?.trim();
};

/** The key from `Authorization: Bearer <key>` or `X-API-Key: <key>`. */
export function presentedApiKey(event: APIGatewayProxyEventV2): string | undefined {
  const authorization = header(event, 'authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? (header(event, 'x-api-key') || undefined);
}

/** spec 001 §9: read allows GET (and HEAD); write allows POST, PUT, PATCH and DELETE. */
export const scopeForMethod = (method: string): ApiKeyScope =>
  ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()) ? 'read' : 'write';

async function findKeyByHash(keyHash: string): Promise<ApiKey | undefined> {
  const { data } = await db().apiKeys.query.apiKeysByHash({ keyHash }).go({ limit: 1 });
  return data[0];
}

function refusal(
  key: ApiKey,
  event: APIGatewayProxyEventV2,
  method: string,
  now: Date,
): ApiKeyAccessError | undefined {
  if (isExpired(key, now)) return new ApiKeyAccessError('api_key_expired');
  if (!key.enabled) return new ApiKeyAccessError('api_key_disabled');
  if (!isIpAllowed(clientIp(event), key.allowedIps)) return new ApiKeyAccessError('ip_not_allowed');
  const scope = scopeForMethod(method);
  if (!key.scopes.includes(scope)) {
    return new ApiKeyAccessError('insufficient_scope', undefined, { requiredScope: scope });
  }
  return undefined;
}

/**
 * DESIGN §6.8: checks the request's API key with one query by its hash and, in parallel, one atomic
 * add to the key's hour counter. Unknown, malformed or deleted key → 401 invalid_api_key; expired → 401
 * api_key_expired; disabled → 403 api_key_disabled; caller IP not allowed → 403 ip_not_allowed;
 * missing scope → 403 insufficient_scope; over the hourly limit → 429 rate_limited. Every request with
 * a stored key counts towards its hourly limit, refused ones included.
 */
export async function checkApiKey(
  event: APIGatewayProxyEventV2,
  method: string,
  now = new Date(),
): Promise<ApiKeyCheck> {
  const presented = presentedApiKey(event);
  if (!presented || !looksLikeApiKey(presented)) return { error: new ApiKeyAccessError('invalid_api_key') };
  const keyHash = hashApiKey(presented);
  const [key, count] = await Promise.all([
    findKeyByHash(keyHash),
    countHourlyRequest(keyHash, now.getTime()),
  ]);
  if (!key) return { error: new ApiKeyAccessError('invalid_api_key') };
  const window = hourlyWindow(key.rateLimit, count, now.getTime());
  const refused = refusal(key, event, method, now);
  if (refused) return { error: refused, window };
  if (!window.allowed) return { error: new ApiKeyAccessError('rate_limited'), window };
  return {
    caller: { apiKeyId: key.apiKeyId, userId: key.userId, name: key.name, scopes: key.scopes },
    window,
  };
}
