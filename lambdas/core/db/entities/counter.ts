import { Entity, type EntityItem } from 'electrodb';
import { timeToLiveAttribute } from '../table-definition.ts';
import { SERVICE_NAME, updatedAtAttribute } from './attributes.ts';

/**
 * A named number changed only with atomic `add` (counters.ts): dashboard and storage figures
 * (DESIGN §6.12) and fixed-window rate limits, which set an expiry for TTL clean-up.
 */
export const createCounterEntity = () =>
  new Entity({
    model: { entity: 'counter', version: '1', service: SERVICE_NAME },
    attributes: {
      name: { type: 'string', required: true, readOnly: true },
      value: { type: 'number', required: true, default: 0 },
      /** TTL clean-up of short-lived counters (rate-limit windows); unset for permanent figures. */
      [timeToLiveAttribute]: { type: 'number' },
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['name'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  });

export type CounterEntity = ReturnType<typeof createCounterEntity>;
export type Counter = EntityItem<CounterEntity>;
