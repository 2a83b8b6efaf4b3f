import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { timeToLiveAttribute } from '../table-definition.ts';
import { SERVICE_NAME, createdAtAttribute, normaliseEmail, toEpochSeconds } from './attributes.ts';

export const tokenKinds = ['emailVerification', 'passwordReset'] as const;

/**
 * Single-use, expiring e-mail verification and password-reset tokens. Only the SHA-256 of the token
 * is stored (it is the key); the raw token travels in the e-mailed link.
 */
export const createTokenEntity = () =>
  new Entity({
    model: { entity: 'token', version: '1', service: SERVICE_NAME },
    attributes: {
      tokenHash: { type: 'string', required: true, readOnly: true },
      kind: { type: tokenKinds, required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true, set: normaliseEmail },
      /** UTC ISO-8601 (…Z), so consumeToken can compare it as a string in its condition. */
      expiresAt: {
        type: 'string',
        required: true,
        validate: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
      },
      /** TTL clean-up only; expiry is always checked in code because TTL deletion lags (and dynalite has none). */
      [timeToLiveAttribute]: {
        type: 'number',
        watch: ['expiresAt'],
        set: (_: unknown, item: { expiresAt?: string }) =>
          item.expiresAt === undefined ? undefined : toEpochSeconds(item.expiresAt),
      },
      used: { type: 'boolean', required: true, default: false },
      usedAt: { type: 'string' },
      createdAt: createdAtAttribute,
    },
    indexes: {
      byHash: {
        pk: { field: 'pk', composite: ['tokenHash'] },
        sk: { field: 'sk', composite: [] },
      },
      tokensByUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['kind', 'createdAt'] },
      },
    },
  });

export type TokenEntity = ReturnType<typeof createTokenEntity>;
export type Token = EntityItem<TokenEntity>;
export type NewToken = CreateEntityItem<TokenEntity>;
export type TokenKind = (typeof tokenKinds)[number];
