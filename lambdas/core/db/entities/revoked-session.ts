import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { timeToLiveAttribute } from '../table-definition.ts';
import { SERVICE_NAME, createdAtAttribute, toEpochSeconds } from './attributes.ts';

/**
 * A signed-out session (logout): its id stays refused until the session token itself would have
 * expired. Expiry is checked in code; TTL on `expiresAtEpoch` only cleans up.
 */
export const createRevokedSessionEntity = () =>
  new Entity({
    model: { entity: 'revokedSession', version: '1', service: SERVICE_NAME },
    attributes: {
      sessionId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      /** UTC ISO-8601: the `exp` of the session token. */
      expiresAt: { type: 'string', required: true, readOnly: true },
      [timeToLiveAttribute]: {
        type: 'number',
        watch: ['expiresAt'],
        set: (_: unknown, item: { expiresAt?: string }) =>
          item.expiresAt === undefined ? undefined : toEpochSeconds(item.expiresAt),
      },
      createdAt: createdAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['sessionId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  });

export type RevokedSessionEntity = ReturnType<typeof createRevokedSessionEntity>;
export type RevokedSession = EntityItem<RevokedSessionEntity>;
export type NewRevokedSession = CreateEntityItem<RevokedSessionEntity>;
