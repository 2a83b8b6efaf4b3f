import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  createdAtAttribute,
  isNonNegativeInteger,
  nowIso,
  updatedAtAttribute,
} from './attributes.ts';

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/**
 * One event sent to one webhook, with its retries (DESIGN §6.9). Keyed by webhook and event id
 * (a ULID), so a retried fan-out lands on the same delivery and the webhook's list is newest-first.
 */
export const createWebhookDeliveryEntity = () =>
  new Entity({
    model: { entity: 'webhookDelivery', version: '1', service: SERVICE_NAME },
    attributes: {
      webhookId: { type: 'string', required: true, readOnly: true },
      eventId: { type: 'string', required: true, readOnly: true },
      eventType: { type: 'string', required: true },
      /** The JSON body that is signed and sent, kept for retries. */
      payload: { type: 'string', required: true },
      status: { type: webhookDeliveryStatuses, required: true, default: 'pending' },
      attempts: { type: 'number', required: true, default: 0, validate: isNonNegativeInteger },
      responseStatus: { type: 'number' },
      lastError: { type: 'string' },
      nextAttemptAt: { type: 'string', required: true, default: nowIso },
      deliveredAt: { type: 'string' },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byWebhook: {
        pk: { field: 'pk', composite: ['webhookId'] },
        sk: { field: 'sk', composite: ['eventId'] },
      },
      /** Retry queue: status pending with nextAttemptAt ≤ now. */
      deliveriesByStatus: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['status'],
          template: '$ticketrelay#webhookdeliveries#status_${status}',
        },
        sk: { field: 'gsi1sk', composite: ['nextAttemptAt'] },
      },
    },
  });

export type WebhookDeliveryEntity = ReturnType<typeof createWebhookDeliveryEntity>;
export type WebhookDelivery = EntityItem<WebhookDeliveryEntity>;
export type NewWebhookDelivery = CreateEntityItem<WebhookDeliveryEntity>;
