import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { OutboxEvent, OutboxEventType } from '../db/entities/outbox-event.ts';
import { kickDispatcher } from './kick-dispatcher.ts';
import { currentWebhooks, subscribersOf } from './webhook-store.ts';

/**
 * One event per subject and type: the same e-mail or ticket always gives the same id. Events raised
 * per change pass a subject that names the change (`<ticketId>@<updatedAt>`).
 */
export const outboxEventIdOf = (type: OutboxEventType, subjectId: string): string => `${type}:${subjectId}`;

export interface EventBody<D> {
  type: OutboxEventType;
  /** When the event happened (ISO), taken from the subject (receivedAt, createdAt) so a repeat says the same. */
  timestamp: string;
  data: D;
}

/**
 * Writes an event into the outbox unless it is already there (DESIGN §4: a deterministic key and a
 * conditional create instead of a transaction). A repeat while the event is still pending refreshes
 * its body, so subscribers get the latest facts; once dispatched it is never raised again. A new or
 * refreshed event starts the dispatcher at once (kickDispatcher; its schedule is the fallback).
 * An event no enabled webhook subscribes to is not written: the dispatcher would only mark it
 * dispatched, and every e-mail raises two or more (a webhook is served from the events raised once
 * producers see it: at once in the container that saved it, within 2 s in others).
 */
export async function publishEvent<D extends Record<string, unknown>>(
  subjectId: string,
  body: EventBody<D>,
  data: DataLayer = db(),
): Promise<'created' | 'refreshed' | 'kept' | 'unsubscribed'> {
  if (subscribersOf(body.type, await currentWebhooks(data)).length === 0) return 'unsubscribed';
  const eventId = outboxEventIdOf(body.type, subjectId);
  const payload = { id: eventId, ...body } as Record<string, unknown>;
  const created = await unlessConditionFails(() =>
    data.outboxEvents.create({ eventId, type: body.type, payload }).go(),
  );
  if (created) {
    await kickDispatcher(eventId);
    return 'created';
  }
  const refreshed = await unlessConditionFails(() =>
    data.outboxEvents
      .patch({ eventId })
      .set({ payload })
      .where((attributes, { eq }) => eq(attributes.status, 'pending'))
      .go(),
  );
  if (!refreshed) return 'kept';
  await kickDispatcher(eventId);
  return 'refreshed';
}

/** Marks a fanned-out event dispatched (only from pending; createdAt is the index key's part). */
export async function markDispatched(event: OutboxEvent, at: Date, data: DataLayer = db()): Promise<void> {
  await unlessConditionFails(() =>
    data.outboxEvents
      .patch({ eventId: event.eventId })
      .composite({ createdAt: event.createdAt })
      .set({ status: 'dispatched', dispatchedAt: at.toISOString() })
      .where((attributes, { eq }) => eq(attributes.status, 'pending'))
      .go(),
  );
}

/** Pending events, oldest first: the dispatcher's queue (one Query on the by-status index). */
export async function pendingEvents(limit: number, data: DataLayer = db()): Promise<OutboxEvent[]> {
  const { data: events } = await data.outboxEvents.query
    .outboxEventsByStatus({ status: 'pending' })
    .go({ count: limit });
  return events;
}
