import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  createdAtAttribute,
  generatedIdAttribute,
  isNonNegativeInteger,
  nowIso,
  updatedAtAttribute,
} from './attributes.ts';

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/**
 * One event sent to one webhook, with its retries (DESIGN §6.9). Keyed by webhook and `deliveryId`, a
 * ULID that the dispatcher derives from the event (its time, then a hash of webhook and event id:
 * lambdas/core/webhooks/delivery-id.ts), so a retried fan-out lands on the same delivery, the id is
 * safe in a URL (event ids contain ':') and the webhook's log reads newest first.
 */
export const createWebhookDeliveryEntity = () =>
  new Entity({
    model: { entity: 'webhookDelivery', version: '1', service: SERVICE_NAME },
    attributes: {
      webhookId: { type: 'string', required: true, readOnly: true },
      deliveryId: generatedIdAttribute,
      /** The Standard Webhooks `webhook-id`: the same on every retry. */
      eventId: { type: 'string', required: true, readOnly: true },
      eventType: { type: 'string', required: true },
      /** The JSON body that is signed and sent, kept for retries. */
      payload: { type: 'string', required: true },
      status: { type: webhookDeliveryStatuses, required: true, default: 'pending' },
      attempts: { type: 'number', required: true, default: 0, validate: isNonNegativeInteger },
      /** HTTP status of the last attempt; absent when it got no answer. */
      responseStatus: { type: 'number' },
      /** Milliseconds the last attempt took. */
      durationMs: { type: 'number' },
      lastError: { type: 'string' },
      /** When the next attempt is due (pending), or while an attempt runs, when its claim expires. */
      nextAttemptAt: { type: 'string', required: true, default: nowIso },
      deliveredAt: { type: 'string' },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byWebhook: {
        pk: { field: 'pk', composite: ['webhookId'] },
        sk: { field: 'sk', composite: ['deliveryId'] },
      },
      /** The delay queue: status pending with nextAttemptAt ≤ now. Writes of either must supply both. */
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
