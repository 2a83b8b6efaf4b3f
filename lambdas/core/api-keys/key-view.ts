import type { ApiKey, ApiKeyScope } from '../db/entities/api-key.ts';

export type ApiKeyStatus = 'active' | 'disabled' | 'expired';

/** What every reply of /api/external/keys shows of a key: never the key or its hash. */
export interface ApiKeyView {
  id: string;
  name: string;
  description: string;
  prefix: string;
  enabled: boolean;
  status: ApiKeyStatus;
  expiresAt: string | null;
  rateLimit: number;
  allowedIps: string[];
  scopes: ApiKeyScope[];
  lastUsed: string | null;
  usageCount: number;
  createdAt: string;
  updatedAt: string;
  userId: string;
}

export const isExpired = (key: Pick<ApiKey, 'expiresAt'>, now = new Date()): boolean =>
  key.expiresAt !== undefined && Date.parse(key.expiresAt) <= now.getTime();

export function apiKeyStatus(key: Pick<ApiKey, 'enabled' | 'expiresAt'>, now = new Date()): ApiKeyStatus {
  if (!key.enabled) return 'disabled';
  return isExpired(key, now) ? 'expired' : 'active';
}

export function toApiKeyView(key: ApiKey, now = new Date()): ApiKeyView {
  return {
    id: key.apiKeyId,
    name: key.name,
    description: key.description ?? '',
    prefix: key.prefix,
    enabled: key.enabled,
    status: apiKeyStatus(key, now),
    expiresAt: key.expiresAt ?? null,
    rateLimit: key.rateLimit,
    allowedIps: key.allowedIps,
    scopes: key.scopes,
    lastUsed: key.lastUsed ?? null,
    usageCount: key.usageCount,
    createdAt: key.createdAt,
    updatedAt: key.updatedAt,
    userId: key.userId,
  };
}
