import { AppError } from '../http/errors.ts';

/** The stable codes of API key access failures (contract of issue 8). */
export type ApiKeyErrorCode =
  | 'invalid_api_key'
  | 'api_key_expired'
  | 'api_key_disabled'
  | 'ip_not_allowed'
  | 'insufficient_scope'
  | 'rate_limited';

const statusByCode: Record<ApiKeyErrorCode, number> = {
  invalid_api_key: 401,
  api_key_expired: 401,
  api_key_disabled: 403,
  ip_not_allowed: 403,
  insufficient_scope: 403,
  rate_limited: 429,
};

export const apiKeyMessages: Record<ApiKeyErrorCode, string> = {
  invalid_api_key:
    'Send a valid API key in the Authorization header (Bearer trk_live_…) or in the X-API-Key header.',
  api_key_expired: 'This API key has expired. Ask an admin for a new key or a later expiry date.',
  api_key_disabled: 'This API key is disabled. An admin can enable it again on the API Keys page.',
  ip_not_allowed: 'This API key may not be used from your IP address.',
  insufficient_scope: 'This API key does not have the scope this request needs.',
  rate_limited: 'This API key has used up its requests for this hour. Please wait and try again.',
};

/** A refused API key request; the external error shape shows `code` as the stable error code. */
export class ApiKeyAccessError extends AppError {
  constructor(
    readonly code: ApiKeyErrorCode,
    message: string = apiKeyMessages[code],
    details: Record<string, unknown> = {},
  ) {
    super(statusByCode[code], message, { code, ...details });
  }
}
