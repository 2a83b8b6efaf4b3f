import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { SERVICE_NAME, isNonNegativeInteger, isPercent, normaliseEmail } from './attributes.ts';
import { emailExtractionStatuses } from './email.ts';

/**
 * One row of the Processing History screen (spec 001 §3). Keyed by the e-mail: re-processing
 * overwrites (`put`) the record of the previous run instead of adding a second row.
 */
export const createProcessingRecordEntity = () =>
  new Entity({
    model: { entity: 'processingRecord', version: '1', service: SERVICE_NAME },
    attributes: {
      emailId: { type: 'string', required: true, readOnly: true },
      customerId: { type: 'string' },
      processedAt: { type: 'string', required: true },
      receivedAt: { type: 'string' },
      sender: { type: 'string' },
      senderEmail: { type: 'string', set: normaliseEmail },
      subject: { type: 'string' },
      snippet: { type: 'string' },
      extractionStatus: { type: emailExtractionStatuses, required: true },
      confidence: { type: 'number', validate: isPercent },
      /** Milliseconds. */
      processingTime: { type: 'number', validate: isNonNegativeInteger },
      ticketCount: { type: 'number', validate: isNonNegativeInteger },
      ticketInfo: {
        type: 'map',
        properties: {
          eventName: { type: 'string' },
          venue: { type: 'string' },
          eventDate: { type: 'string' },
          section: { type: 'string' },
          row: { type: 'string' },
          seats: { type: 'string' },
          quantity: { type: 'number' },
        },
      },
      extractionError: { type: 'string' },
      modelVersion: { type: 'string' },
    },
    indexes: {
      byEmail: {
        pk: { field: 'pk', composite: ['emailId'] },
        sk: { field: 'sk', composite: [] },
      },
      processingRecordsByProcessedAt: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#processingrecords' },
        sk: { field: 'gsi1sk', composite: ['processedAt'] },
      },
      processingRecordsByStatus: {
        index: 'gsi2',
        pk: {
          field: 'gsi2pk',
          composite: ['extractionStatus'],
          template: '$ticketrelay#processingrecords#status_${extractionStatus}',
        },
        sk: { field: 'gsi2sk', composite: ['processedAt'] },
      },
    },
  });

export type ProcessingRecordEntity = ReturnType<typeof createProcessingRecordEntity>;
export type ProcessingRecord = EntityItem<ProcessingRecordEntity>;
export type NewProcessingRecord = CreateEntityItem<ProcessingRecordEntity>;
