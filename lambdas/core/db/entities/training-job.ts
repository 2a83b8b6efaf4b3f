import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  generatedIdAttribute,
  isNonNegativeInteger,
  isPercent,
  nowIso,
  updatedAtAttribute,
} from './attributes.ts';

export const trainingJobStatuses = ['training', 'ready', 'failed'] as const;

/** One run of "Train Model" (spec 001 §3 Training status); the newest one is the current status. */
export const createTrainingJobEntity = () =>
  new Entity({
    model: { entity: 'trainingJob', version: '1', service: SERVICE_NAME },
    attributes: {
      jobId: generatedIdAttribute,
      status: { type: trainingJobStatuses, required: true, default: 'training' },
      /** Percent. */
      progress: { type: 'number', required: true, default: 0, validate: isPercent },
      /** The version this job produces. */
      modelVersion: { type: 'string' },
      samples: { type: 'number', validate: isNonNegativeInteger },
      startedAt: { type: 'string', required: true, readOnly: true, default: nowIso },
      finishedAt: { type: 'string' },
      error: { type: 'string' },
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['jobId'] },
        sk: { field: 'sk', composite: [] },
      },
      trainingJobsByStartedAt: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#trainingjobs' },
        sk: { field: 'gsi1sk', composite: ['startedAt'] },
      },
    },
  });

export type TrainingJobEntity = ReturnType<typeof createTrainingJobEntity>;
export type TrainingJob = EntityItem<TrainingJobEntity>;
export type NewTrainingJob = CreateEntityItem<TrainingJobEntity>;
