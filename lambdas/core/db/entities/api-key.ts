import { CustomAttributeType, Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  createdAtAttribute,
  generatedIdAttribute,
  isNonNegativeInteger,
  isPositiveInteger,
  updatedAtAttribute,
} from './attributes.ts';

export const apiKeyScopes = ['read', 'write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/**
 * An external API key (spec 001 §3). DESIGN §6.8: the key is shown once; only its SHA-256 (also
 * claimed as a UniqueValue of kind apiKeyHash) and a visible prefix are stored.
 */
export const createApiKeyEntity = () =>
  new Entity({
    model: { entity: 'apiKey', version: '1', service: SERVICE_NAME },
    attributes: {
      apiKeyId: generatedIdAttribute,
      userId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      description: { type: 'string' },
      keyHash: { type: 'string', required: true, readOnly: true },
      prefix: { type: 'string', required: true, readOnly: true },
      enabled: { type: 'boolean', required: true, default: true },
      permissions: { type: CustomAttributeType<Record<string, boolean>>('any') },
      expiresAt: { type: 'string' },
      /** Requests per hour (fixed UTC hour window, lambdas/core/api-keys/hourly-limit.ts); 1 to 1000. */
      rateLimit: { type: 'number', required: true, default: 100, validate: isPositiveInteger },
      allowedIps: { type: 'list', items: { type: 'string' }, required: true, default: [] },
      scopes: {
        type: CustomAttributeType<ApiKeyScope[]>('any'),
        required: true,
        default: () => ['read' as const],
        validate: (scopes: ApiKeyScope[]) => scopes.every((scope) => apiKeyScopes.includes(scope)),
      },
      lastUsed: { type: 'string' },
      /** spec 001 §3 usageTracking: requests served, maintained with atomic add. */
      usageCount: { type: 'number', required: true, default: 0, validate: isNonNegativeInteger },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['apiKeyId'] },
        sk: { field: 'sk', composite: [] },
      },
      apiKeysByUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt'] },
      },
      apiKeysByHash: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['keyHash'] },
        sk: { field: 'gsi2sk', composite: [] },
      },
      allApiKeys: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: [], template: '$ticketrelay#apikeys' },
        sk: { field: 'gsi3sk', composite: ['createdAt'] },
      },
    },
  });

export type ApiKeyEntity = ReturnType<typeof createApiKeyEntity>;
export type ApiKey = EntityItem<ApiKeyEntity>;
export type NewApiKey = CreateEntityItem<ApiKeyEntity>;
