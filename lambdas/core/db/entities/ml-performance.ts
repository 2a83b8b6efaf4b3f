import { CustomAttributeType, Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  createdAtAttribute,
  isNonNegativeInteger,
  isPercent,
  updatedAtAttribute,
} from './attributes.ts';

/**
 * Extraction performance of one model version (spec 001 §3 ML performance). The counters are
 * maintained with atomic `add`, never read-modify-write.
 */
export const createMlPerformanceEntity = () =>
  new Entity({
    model: { entity: 'mlPerformance', version: '1', service: SERVICE_NAME },
    attributes: {
      modelVersion: { type: 'string', required: true, readOnly: true },
      accuracy: { type: 'number', required: true, default: 0, validate: isPercent },
      /** Field name → percent. */
      fieldAccuracy: {
        type: CustomAttributeType<Record<string, number>>('any'),
        required: true,
        default: () => ({}),
      },
      /** Ticket source (seller platform) → percent. */
      ticketSources: {
        type: CustomAttributeType<Record<string, number>>('any'),
        required: true,
        default: () => ({}),
      },
      processedEmails: { type: 'number', required: true, default: 0, validate: isNonNegativeInteger },
      successfulExtractions: { type: 'number', required: true, default: 0, validate: isNonNegativeInteger },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byModelVersion: {
        pk: { field: 'pk', composite: ['modelVersion'] },
        sk: { field: 'sk', composite: [] },
      },
      mlPerformanceByCreatedAt: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#mlperformance' },
        sk: { field: 'gsi1sk', composite: ['createdAt'] },
      },
    },
  });

export type MlPerformanceEntity = ReturnType<typeof createMlPerformanceEntity>;
export type MlPerformance = EntityItem<MlPerformanceEntity>;
export type NewMlPerformance = CreateEntityItem<MlPerformanceEntity>;
