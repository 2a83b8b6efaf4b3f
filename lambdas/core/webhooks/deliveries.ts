import { db, type DataLayer } from '../db/client.ts';
import { isConditionalCheckFailed, unlessConditionFails } from '../db/conditional.ts';
import type { OutboxEvent } from '../db/entities/outbox-event.ts';
import type { WebhookDelivery, WebhookDeliveryStatus } from '../db/entities/webhook-delivery.ts';
import { paginate, type ListQuery, type Page } from '../db/pagination.ts';
import { NotFoundError } from '../http/errors.ts';
import { deliveryIdOf } from './delivery-id.ts';

/** One entry of a webhook's delivery log as the admin API returns it. */
export interface DeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  durationMs: number | null;
  lastError: string | null;
  /** When the next automatic attempt is due; null unless pending. */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const toDeliveryView = (delivery: WebhookDelivery): DeliveryView => ({
  id: delivery.deliveryId,
  eventId: delivery.eventId,
  eventType: delivery.eventType,
  status: delivery.status,
  attempts: delivery.attempts,
  responseStatus: delivery.responseStatus ?? null,
  durationMs: delivery.durationMs ?? null,
  lastError: delivery.lastError ?? null,
  nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
  deliveredAt: delivery.deliveredAt ?? null,
  createdAt: delivery.createdAt,
  updatedAt: delivery.updatedAt,
});

export class DeliveryNotFoundError extends NotFoundError {
  constructor() {
    super('We could not find this delivery.');
  }
}

/** A webhook's delivery log, newest first (delivery ids sort by the event's time). */
export async function listDeliveries(
  webhookId: string,
  page: ListQuery,
  data: DataLayer = db(),
): Promise<Page<DeliveryView>> {
  const result = await paginate<WebhookDelivery>(
    (options) => data.webhookDeliveries.query.byWebhook({ webhookId }).go({ ...options, order: 'desc' }),
    page,
  );
  return { items: result.items.map(toDeliveryView), nextCursor: result.nextCursor };
}

export async function findDelivery(
  webhookId: string,
  deliveryId: string,
  data: DataLayer = db(),
): Promise<WebhookDelivery> {
  const { data: delivery } = await data.webhookDeliveries.get({ webhookId, deliveryId }).go();
  if (!delivery) throw new DeliveryNotFoundError();
  return delivery;
}

/**
 * The delivery of `event` to one webhook, due at `now`. Created only if absent (its id is derived
 * from webhook and event), so a fan-out that runs twice sends nothing twice; answers the new delivery,
 * or undefined when it existed.
 */
export async function createDelivery(
  webhookId: string,
  event: OutboxEvent,
  now: Date,
  data: DataLayer = db(),
): Promise<WebhookDelivery | undefined> {
  const created = await unlessConditionFails(() =>
    data.webhookDeliveries
      .create({
        webhookId,
        deliveryId: deliveryIdOf(webhookId, event.eventId, event.createdAt),
        eventId: event.eventId,
        eventType: event.type,
        payload: JSON.stringify(event.payload),
        status: 'pending',
        nextAttemptAt: now.toISOString(),
      })
      .go(),
  );
  return created?.data;
}

/** Pending deliveries whose next attempt is due at `now`, the longest waiting first: the delay queue. */
export async function dueDeliveries(
  now: Date,
  limit: number,
  data: DataLayer = db(),
): Promise<WebhookDelivery[]> {
  const { data: due } = await data.webhookDeliveries.query
    .deliveriesByStatus({ status: 'pending' })
    .lte({ nextAttemptAt: now.toISOString() })
    .go({ count: limit });
  return due;
}

/**
 * Takes a delivery for one attempt: moves its nextAttemptAt to `leaseUntil`, on condition that
 * nobody changed it since it was read (same attempts, same nextAttemptAt). Whoever loses the race
 * gets undefined and leaves it alone; an attempt that dies mid-way is retried once the lease passes.
 */
export async function claimDelivery(
  delivery: WebhookDelivery,
  leaseUntil: Date,
  data: DataLayer = db(),
): Promise<WebhookDelivery | undefined> {
  const claimed = await unlessConditionFails(() =>
    data.webhookDeliveries
      .patch({ webhookId: delivery.webhookId, deliveryId: delivery.deliveryId })
      .set({ status: delivery.status, nextAttemptAt: leaseUntil.toISOString() })
      .where(
        (attributes, { eq }) =>
          `${eq(attributes.attempts, delivery.attempts)} AND ${eq(attributes.nextAttemptAt, delivery.nextAttemptAt)}`,
      )
      .go({ response: 'all_new' }),
  );
  return claimed?.data as WebhookDelivery | undefined;
}

export interface AttemptRecord {
  status: WebhookDeliveryStatus;
  attempts: number;
  /** Due time of the next attempt (pending), else the time of this one. */
  nextAttemptAt: Date;
  responseStatus: number | null;
  /** null: no request was made (the previous value stays). */
  durationMs: number | null;
  lastError: string | null;
  deliveredAt?: Date | undefined;
}

/**
 * Writes an attempt's result onto the claimed delivery (condition: the claim still holds). Returns
 * the delivery as written, or undefined when the claim was lost or the delivery deleted meanwhile.
 */
export async function recordAttempt(
  claimed: WebhookDelivery,
  record: AttemptRecord,
  data: DataLayer = db(),
): Promise<WebhookDelivery | undefined> {
  const remove: ('responseStatus' | 'lastError')[] = [];
  if (record.responseStatus === null) remove.push('responseStatus');
  if (record.lastError === null) remove.push('lastError');
  try {
    const patch = data.webhookDeliveries
      .patch({ webhookId: claimed.webhookId, deliveryId: claimed.deliveryId })
      .set({
        status: record.status,
        attempts: record.attempts,
        nextAttemptAt: record.nextAttemptAt.toISOString(),
        ...(record.durationMs === null ? {} : { durationMs: record.durationMs }),
        ...(record.responseStatus === null ? {} : { responseStatus: record.responseStatus }),
        ...(record.lastError === null ? {} : { lastError: record.lastError }),
        ...(record.deliveredAt ? { deliveredAt: record.deliveredAt.toISOString() } : {}),
      });
    const { data: written } = await (remove.length > 0 ? patch.remove(remove) : patch)
      .where((attributes, { eq }) => eq(attributes.nextAttemptAt, claimed.nextAttemptAt))
      .go({ response: 'all_new' });
    return written as WebhookDelivery;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}
