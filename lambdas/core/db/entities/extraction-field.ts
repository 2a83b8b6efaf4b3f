import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  createdAtAttribute,
  generatedIdAttribute,
  isNonNegativeInteger,
  isWholePercent,
  updatedAtAttribute,
} from './attributes.ts';

/** An ML field of Settings → ML Fields (spec 001 §3 Extraction field). fieldName uniqueness is checked in code (few items). */
export const createExtractionFieldEntity = () =>
  new Entity({
    model: { entity: 'extractionField', version: '1', service: SERVICE_NAME },
    attributes: {
      fieldId: generatedIdAttribute,
      fieldName: { type: 'string', required: true },
      displayName: { type: 'string', required: true },
      description: { type: 'string' },
      isEnabled: { type: 'boolean', required: true, default: true },
      isRequired: { type: 'boolean', required: true, default: false },
      confidenceThreshold: { type: 'number', required: true, default: 70, validate: isWholePercent },
      /** Spec default: the number of fields plus one (the caller counts). */
      order: {
        type: 'number',
        required: true,
        validate: isNonNegativeInteger,
        padding: { length: 6, char: '0' },
      },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['fieldId'] },
        sk: { field: 'sk', composite: [] },
      },
      extractionFieldsByOrder: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#extractionfields' },
        sk: { field: 'gsi1sk', composite: ['order'] },
      },
    },
  });

export type ExtractionFieldEntity = ReturnType<typeof createExtractionFieldEntity>;
export type ExtractionField = EntityItem<ExtractionFieldEntity>;
export type NewExtractionField = CreateEntityItem<ExtractionFieldEntity>;
