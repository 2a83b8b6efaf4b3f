import { CustomAttributeType, Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { SERVICE_NAME, createdAtAttribute, updatedAtAttribute } from './attributes.ts';

/**
 * spec 001 §2.12: the events webhooks subscribe to. The pipeline raises `email.received` and
 * `ticket.created` (one per subject); the ticket review raises `ticket.updated` and `ticket.verified`
 * (one per change). lambdas/core/webhooks/README.md describes their bodies.
 */
export const outboxEventTypes = [
  'email.received',
  'ticket.created',
  'ticket.updated',
  'ticket.verified',
  'listing.floor_price_changed',
] as const;
export type OutboxEventType = (typeof outboxEventTypes)[number];

export const outboxEventStatuses = ['pending', 'dispatched'] as const;
export type OutboxEventStatus = (typeof outboxEventStatuses)[number];

/**
 * An event waiting to be fanned out to webhooks (the dispatcher turns it into WebhookDeliveries and
 * marks it dispatched). The id is chosen from the event's subject (`ticket.created:<ticketId>`, or
 * `ticket.updated:<ticketId>@<updatedAt>` for an event per change), so a retried or re-run step writes
 * the same item and never raises a second event.
 */
export const createOutboxEventEntity = () =>
  new Entity({
    model: { entity: 'outboxEvent', version: '1', service: SERVICE_NAME },
    attributes: {
      eventId: { type: 'string', required: true, readOnly: true },
      type: { type: outboxEventTypes, required: true, readOnly: true },
      /** The event body as webhooks receive it (lambdas/core/webhooks/README.md). */
      payload: { type: CustomAttributeType<Record<string, unknown>>('any'), required: true },
      status: { type: outboxEventStatuses, required: true, default: 'pending' },
      dispatchedAt: { type: 'string' },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: [] },
      },
      /** The dispatcher's queue: pending events, oldest first. Status writes must supply createdAt. */
      outboxEventsByStatus: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['status'],
          template: '$ticketrelay#outboxevents#status_${status}',
        },
        sk: { field: 'gsi1sk', composite: ['createdAt'] },
      },
    },
  });

export type OutboxEventEntity = ReturnType<typeof createOutboxEventEntity>;
export type OutboxEvent = EntityItem<OutboxEventEntity>;
export type NewOutboxEvent = CreateEntityItem<OutboxEventEntity>;
