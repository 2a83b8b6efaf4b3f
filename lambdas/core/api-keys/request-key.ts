import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiKeyScope } from '../db/entities/api-key.ts';
import { ApiKeyAccessError } from './access-errors.ts';

/** The API key a request of an `apiKey` route was accepted with. */
export interface ApiKeyCaller {
  apiKeyId: string;
  /** The admin who created the key. */
  userId: string;
  name: string;
  scopes: ApiKeyScope[];
}

const attached = new WeakMap<APIGatewayProxyEventV2, ApiKeyCaller>();

/** Called by the access middleware once it has accepted the request's key. */
export function attachApiKey(event: APIGatewayProxyEventV2, caller: ApiKeyCaller): void {
  attached.set(event, caller);
}

/** The key the access middleware accepted for this request; 401 invalid_api_key when there is none. */
export function requireApiKey(event: APIGatewayProxyEventV2): ApiKeyCaller {
  const caller = attached.get(event);
  if (!caller) throw new ApiKeyAccessError('invalid_api_key');
  return caller;
}
