import { db, type DataLayer } from '../db/client.ts';
import type { OutboxEvent } from '../db/entities/outbox-event.ts';
import type { Webhook } from '../db/entities/webhook.ts';
import type { WebhookDelivery } from '../db/entities/webhook-delivery.ts';
import { logger } from '../logger.ts';
import { attemptDelivery } from './attempt-delivery.ts';
import { createDelivery, dueDeliveries } from './deliveries.ts';
import { markDispatched, pendingEvents } from './outbox.ts';
import { listWebhooks, subscribersOf } from './webhook-store.ts';

/** Items read per Query; attempts run this many side by side. */
const BATCH_SIZE = 25;
const PARALLEL_ATTEMPTS = 5;

export interface DispatchOptions {
  /** The clock of this run: what is due, and when retries are. Tests move it. @default the current time */
  now?: Date;
  data?: DataLayer;
  /** Start no new batch after this time (epoch ms of the real clock), to finish within the Lambda's timeout. */
  deadline?: number;
  allowPrivate?: boolean;
  /** Events a kick names (just published): fanned out first, read consistently. */
  eventIds?: readonly string[];
}

export interface DispatchSummary {
  /** Outbox events fanned out and marked dispatched. */
  events: number;
  /** Deliveries created by the fan-out. */
  created: number;
  /** Attempts made, and how many of them were answered with a 2xx. */
  attempted: number;
  delivered: number;
}

const timeLeft = (deadline: number | undefined) => deadline === undefined || Date.now() < deadline;

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/**
 * Fans pending outbox events out to the enabled webhooks subscribed to their type (or to `all`): one
 * delivery each, due at `now`, then marks the event dispatched. Creating a delivery is idempotent (its
 * key comes from webhook and event), so an event whose marking failed is fanned out again harmlessly.
 * The events a kick names are read first, consistently: the status index may not show them yet.
 * Answers the deliveries it created, for the attempts to take without waiting for the index either.
 */
async function fanOut(
  options: DispatchOptions & { now: Date; data: DataLayer },
  summary: DispatchSummary,
): Promise<WebhookDelivery[]> {
  const { now, data } = options;
  const created: WebhookDelivery[] = [];
  const seen = new Set<string>();
  let webhooks: Webhook[] | undefined;
  const fanOutBatch = async (events: OutboxEvent[]) => {
    webhooks ??= await listWebhooks(data);
    for (const event of events) {
      seen.add(event.eventId);
      const subscribers = subscribersOf(event.type, webhooks);
      const deliveries = await Promise.all(
        subscribers.map((webhook) => createDelivery(webhook.webhookId, event, now, data)),
      );
      for (const delivery of deliveries) if (delivery) created.push(delivery);
      await markDispatched(event, now, data);
      summary.events += 1;
    }
  };

  const named = await Promise.all(
    (options.eventIds ?? []).map(async (eventId) => {
      const { data: event } = await data.outboxEvents.get({ eventId }).go({ consistent: true });
      return event?.status === 'pending' ? event : undefined;
    }),
  );
  await fanOutBatch(named.filter((event): event is OutboxEvent => event !== undefined));
  while (timeLeft(options.deadline)) {
    // The index may still list events this run marked: only new ones count.
    const events = (await pendingEvents(BATCH_SIZE, data)).filter((event) => !seen.has(event.eventId));
    if (events.length === 0) break;
    await fanOutBatch(events);
  }
  summary.created += created.length;
  return created;
}

/**
 * One run of the webhook dispatcher (lambdas/core/webhooks/README.md): the fan-out, then the
 * deliveries it created and every delivery due at `now` from the due-delivery index (status pending,
 * nextAttemptAt ≤ now), a few at a time. Each attempt claims its delivery with a conditional write,
 * so runs that overlap (the schedule and a kick) never send one attempt twice.
 */
export async function dispatchWebhooks(options: DispatchOptions = {}): Promise<DispatchSummary> {
  const now = options.now ?? new Date();
  const data = options.data ?? db();
  const summary: DispatchSummary = { events: 0, created: 0, attempted: 0, delivered: 0 };
  const attempted = new Set<string>();
  const attemptAll = async (deliveries: WebhookDelivery[]): Promise<boolean> => {
    let progressed = false;
    const fresh = deliveries.filter((delivery) => !attempted.has(delivery.deliveryId));
    await inParallel(fresh, PARALLEL_ATTEMPTS, async (delivery) => {
      attempted.add(delivery.deliveryId);
      try {
        const written = await attemptDelivery(delivery, {
          now,
          mode: 'scheduled',
          data,
          allowPrivate: options.allowPrivate,
        });
        if (!written) return;
        progressed = true;
        if (written.attempts > delivery.attempts) summary.attempted += 1;
        if (written.status === 'delivered') summary.delivered += 1;
      } catch (error) {
        logger.error('A webhook delivery attempt failed', {
          webhookId: delivery.webhookId,
          deliveryId: delivery.deliveryId,
          error,
        });
      }
    });
    return progressed;
  };

  await attemptAll(await fanOut({ ...options, now, data }, summary));
  while (timeLeft(options.deadline)) {
    const due = await dueDeliveries(now, BATCH_SIZE, data);
    // Nothing new, or every one was taken by another run: leave the rest to it.
    if (!(await attemptAll(due))) break;
  }
  return summary;
}
