import { CustomAttributeType, Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  createdAtAttribute,
  generatedIdAttribute,
  isNonNegativeInteger,
  updatedAtAttribute,
} from './attributes.ts';

/**
 * A webhook subscription (spec 001 §3). Subscribers of one event type are found by querying
 * `allWebhooks` with a `contains(events, type)` filter: the list is a small admin-managed set.
 */
export const createWebhookEntity = () =>
  new Entity({
    model: { entity: 'webhook', version: '1', service: SERVICE_NAME },
    attributes: {
      webhookId: generatedIdAttribute,
      userId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      url: { type: 'string', required: true },
      events: { type: 'list', items: { type: 'string' }, required: true, default: ['ticket.created'] },
      /** Standard Webhooks signing secret, encrypted with the data key. */
      secretEncrypted: { type: 'string' },
      enabled: { type: 'boolean', required: true, default: true },
      headers: { type: CustomAttributeType<Record<string, string>>('any') },
      description: { type: 'string' },
      lastTriggered: { type: 'string' },
      failureCount: { type: 'number', required: true, default: 0, validate: isNonNegativeInteger },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['webhookId'] },
        sk: { field: 'sk', composite: [] },
      },
      allWebhooks: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#webhooks' },
        sk: { field: 'gsi1sk', composite: ['createdAt'] },
      },
      webhooksByUser: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['userId'] },
        sk: { field: 'gsi2sk', composite: ['createdAt'] },
      },
    },
  });

export type WebhookEntity = ReturnType<typeof createWebhookEntity>;
export type Webhook = EntityItem<WebhookEntity>;
export type NewWebhook = CreateEntityItem<WebhookEntity>;
