import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { SERVICE_NAME, isNonNegativeInteger, updatedAtAttribute } from './attributes.ts';

/**
 * A named settings document (extraction, ml, tax …). The values are typed and defaulted by
 * settings-defaults.ts; read and write them through settings-store.ts, not this entity directly.
 */
export const createSettingsEntity = () =>
  new Entity({
    model: { entity: 'settings', version: '1', service: SERVICE_NAME },
    attributes: {
      name: { type: 'string', required: true, readOnly: true },
      values: {
        type: CustomAttributeType<Record<string, unknown>>('any'),
        required: true,
        default: () => ({}),
      },
      /** Optimistic concurrency: every write expects the revision it read and increments it. */
      revision: { type: 'number', required: true, default: 0, validate: isNonNegativeInteger },
      updatedBy: { type: 'string' },
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['name'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  });

export type SettingsEntity = ReturnType<typeof createSettingsEntity>;
export type SettingsItem = EntityItem<SettingsEntity>;
