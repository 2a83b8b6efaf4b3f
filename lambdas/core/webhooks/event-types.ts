import { outboxEventTypes, type OutboxEventType } from '../db/entities/outbox-event.ts';

/** spec 001 §5: what a webhook may subscribe to; `all` means every event type. */
export const webhookEventChoices = [...outboxEventTypes, 'all'] as const;
export type WebhookEventChoice = (typeof webhookEventChoices)[number];

/** Whether a webhook with these subscriptions receives events of `type`. */
export const isSubscribed = (events: readonly string[], type: OutboxEventType | string): boolean =>
  events.includes('all') || events.includes(type);
