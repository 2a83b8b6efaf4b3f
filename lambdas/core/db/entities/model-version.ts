import { CustomAttributeType, Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { SERVICE_NAME, createdAtAttribute, isNonNegativeInteger } from './attributes.ts';

export const modelVersionStatuses = ['training', 'ready', 'failed', 'retired'] as const;

/** A trained extraction model. Which one is live is the `ml` settings document (model-versions.ts). */
export const createModelVersionEntity = () =>
  new Entity({
    model: { entity: 'modelVersion', version: '1', service: SERVICE_NAME },
    attributes: {
      /** e.g. 'v1.3'. */
      version: { type: 'string', required: true, readOnly: true },
      status: { type: modelVersionStatuses, required: true, default: 'training' },
      s3Key: { type: 'string' },
      trainingJobId: { type: 'string' },
      trainedSamples: { type: 'number', validate: isNonNegativeInteger },
      metrics: { type: CustomAttributeType<Record<string, number>>('any') },
      activatedAt: { type: 'string' },
      createdAt: createdAtAttribute,
    },
    indexes: {
      byVersion: {
        pk: { field: 'pk', composite: ['version'] },
        sk: { field: 'sk', composite: [] },
      },
      modelVersionsByCreatedAt: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#modelversions' },
        sk: { field: 'gsi1sk', composite: ['createdAt'] },
      },
    },
  });

export type ModelVersionEntity = ReturnType<typeof createModelVersionEntity>;
export type ModelVersion = EntityItem<ModelVersionEntity>;
export type NewModelVersion = CreateEntityItem<ModelVersionEntity>;
