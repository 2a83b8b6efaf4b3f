import { CustomAttributeType, Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  createdAtAttribute,
  generatedIdAttribute,
  isNonNegativeInteger,
  updatedAtAttribute,
} from './attributes.ts';

/**
 * A webhook subscription (spec 001 §3). Subscribers of one event type are found by reading
 * `allWebhooks` and keeping the enabled ones whose events hold the type or `all`: the list is a small
 * admin-managed set. `failureCount` counts consecutive failed delivery attempts (reset by a success);
 * the dispatcher disables the webhook (`enabled` false, `disabledReason`) after a 410 Gone or when a
 * delivery runs out of retries (lambdas/core/webhooks/README.md).
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
      /** Standard Webhooks signing secret (`whsec_…`), sealed with the data key (purpose webhook-secret). */
      secretEncrypted: { type: 'string' },
      /** `whsec_…` and the secret's last four characters, shown instead of the secret. */
      secretHint: { type: 'string' },
      enabled: { type: 'boolean', required: true, default: true },
      headers: { type: CustomAttributeType<Record<string, string>>('any') },
      description: { type: 'string' },
      /** When a delivery was last attempted (ISO). */
      lastTriggered: { type: 'string' },
      /** Why the dispatcher turned the webhook off; cleared when an admin enables it again. */
      disabledReason: { type: 'string' },
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
