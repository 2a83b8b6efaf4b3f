import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { dispatchWebhooks as DispatchWebhooks } from '../../../lambdas/core/webhooks/dispatch.ts';
import type { publishEvent as PublishEvent } from '../../../lambdas/core/webhooks/outbox.ts';
import { MAX_ATTEMPTS } from '../../../lambdas/core/webhooks/backoff.ts';
import { GONE_REASON, exhaustedReason } from '../../../lambdas/core/webhooks/webhook-health.ts';
import { firstAdmin } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { eventually } from '../support/mail.ts';
import {
  createdWebhook,
  webhooksApi,
  webhookView,
  type DeliveryView,
  type WebhooksApi,
} from './webhook-client.ts';
import { startReceiver, verifiedEvent, type WebhookReceiver } from './webhook-receiver.ts';

// The schedule never fires during this file: the test moves the dispatcher's clock itself.
const local = useLocalTarget({ scheduleMinuteMs: 3_600_000 });
let api: WebhooksApi;
let receiver: WebhookReceiver;
// The dispatcher and the outbox run in this process, on the target's table. Loaded once the target has
// set the environment (its log level included), as a Lambda container loads them.
let dispatchWebhooks: typeof DispatchWebhooks;
let publishEvent: typeof PublishEvent;

beforeAll(async () => {
  ({ dispatchWebhooks } = await import('../../../lambdas/core/webhooks/dispatch.ts'));
  ({ publishEvent } = await import('../../../lambdas/core/webhooks/outbox.ts'));
  api = webhooksApi(local.target, await firstAdmin(local.target));
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());
// Each test's webhooks go, so that a later test's events reach only its own.
afterEach(async () => {
  for (const webhook of (await api.list()).body.data) await api.remove(webhook.id);
});

const SECOND = 1000;

/** Raises a ticket.updated event through the outbox, as a correction does; answers its id. */
async function raiseEvent(): Promise<string> {
  const ticketId = `${randomUUID()}~0`;
  const at = new Date().toISOString();
  await publishEvent(`${ticketId}@${at}`, {
    type: 'ticket.updated',
    timestamp: at,
    data: { ticketId, changes: { section: { from: 'A', to: 'B' } } },
  });
  return `ticket.updated:${ticketId}@${at}`;
}

const onlyDelivery = async (webhookId: string): Promise<DeliveryView> => {
  const { items } = (await api.deliveries(webhookId)).body;
  expect(items).toHaveLength(1);
  return items[0]!;
};

/** Runs the dispatcher at real time until the delivery has `attempts` attempts (the kick may run it first). */
const firstAttempt = (webhookId: string) =>
  eventually(async () => {
    await dispatchWebhooks({ now: new Date() });
    const [delivery] = (await api.deliveries(webhookId)).body.items;
    return delivery && delivery.attempts >= 1 ? delivery : undefined;
  }, 20_000);

describe('webhook delivery with retries (local target)', () => {
  it('retries a failing endpoint on the backoff schedule with the same webhook-id until it answers 2xx', async () => {
    const webhook = await createdWebhook(api, {
      name: 'Flaky',
      url: receiver.url('/flaky'),
      events: ['ticket.updated'],
      headers: { 'X-Source': 'relay' },
    });
    receiver.answer('/flaky', [500, 500]);
    const eventId = await raiseEvent();

    const first = await firstAttempt(webhook.id);
    expect(first).toMatchObject({
      eventId,
      eventType: 'ticket.updated',
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      lastError: 'Endpoint answered 500',
      deliveredAt: null,
    });
    expect(first.durationMs).toEqual(expect.any(Number));
    const afterFirst = await webhookView(api, webhook.id);
    expect(afterFirst?.failureCount).toBe(1);
    expect(afterFirst?.lastTriggered).toEqual(expect.any(String));
    const firstAt = Date.parse(afterFirst!.lastTriggered!);
    expect(Date.parse(first.nextAttemptAt!)).toBe(firstAt + 5 * SECOND);

    // Not due yet a second before the retry time: nothing is sent.
    const retryAt = Date.parse(first.nextAttemptAt!);
    await dispatchWebhooks({ now: new Date(retryAt - SECOND) });
    expect(receiver.requests('/flaky')).toHaveLength(1);

    await dispatchWebhooks({ now: new Date(retryAt) });
    const second = await onlyDelivery(webhook.id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 });
    expect(second.nextAttemptAt).toBe(new Date(retryAt + 5 * 60 * SECOND).toISOString());
    expect(await webhookView(api, webhook.id)).toMatchObject({
      failureCount: 2,
      lastTriggered: new Date(retryAt).toISOString(),
    });

    const thirdAt = new Date(Date.parse(second.nextAttemptAt!));
    const summary = await dispatchWebhooks({ now: thirdAt });
    expect(summary).toMatchObject({ attempted: 1, delivered: 1 });
    expect(await onlyDelivery(webhook.id)).toMatchObject({
      status: 'delivered',
      attempts: 3,
      responseStatus: 200,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: thirdAt.toISOString(),
    });
    expect(await webhookView(api, webhook.id)).toMatchObject({
      failureCount: 0,
      lastTriggered: thirdAt.toISOString(),
      enabled: true,
    });

    const requests = receiver.requests('/flaky');
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request.headers['webhook-id']).toBe(eventId);
      expect(request.headers['x-source']).toBe('relay');
      expect(request.headers['content-type']).toBe('application/json');
      expect(verifiedEvent(webhook.secret, request)).toMatchObject({ id: eventId, type: 'ticket.updated' });
    }

    // Delivered: later runs send nothing more.
    await dispatchWebhooks({ now: new Date(thirdAt.getTime() + 48 * 3600 * SECOND) });
    expect(receiver.requests('/flaky')).toHaveLength(3);
  });

  it('delivers an event to every subscriber of its type or of all, and to nobody else', async () => {
    const updates = await createdWebhook(api, {
      name: 'Updates',
      url: receiver.url('/updates'),
      events: ['ticket.updated'],
    });
    const everything = await createdWebhook(api, { name: 'All', url: receiver.url('/all'), events: ['all'] });
    const other = await createdWebhook(api, {
      name: 'Other',
      url: receiver.url('/other'),
      events: ['email.received'],
    });
    const off = await createdWebhook(api, {
      name: 'Off',
      url: receiver.url('/off'),
      events: ['all'],
      enabled: false,
    });

    const eventId = await raiseEvent();
    await eventually(async () => {
      await dispatchWebhooks({ now: new Date() });
      return receiver.requests('/updates').length === 1 && receiver.requests('/all').length === 1
        ? true
        : undefined;
    });

    expect((await api.deliveries(updates.id)).body.items.map((d) => [d.eventId, d.status])).toEqual([
      [eventId, 'delivered'],
    ]);
    expect((await api.deliveries(everything.id)).body.items.map((d) => d.eventId)).toEqual([eventId]);
    expect((await api.deliveries(other.id)).body.items).toEqual([]);
    expect((await api.deliveries(off.id)).body.items).toEqual([]);
    expect(receiver.requests('/other')).toEqual([]);
    expect(receiver.requests('/off')).toEqual([]);
  });

  it('turns the webhook off when the endpoint answers 410 Gone, and sends it nothing more', async () => {
    const webhook = await createdWebhook(api, { name: 'Gone', url: receiver.url('/gone'), events: ['all'] });
    receiver.answer('/gone', [410]);
    await raiseEvent();

    const delivery = await firstAttempt(webhook.id);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: 410,
      nextAttemptAt: null,
    });
    expect(await webhookView(api, webhook.id)).toMatchObject({
      enabled: false,
      disabledReason: GONE_REASON,
      failureCount: 1,
    });

    await raiseEvent();
    await dispatchWebhooks({ now: new Date(Date.now() + 60 * SECOND) });
    expect(receiver.requests('/gone')).toHaveLength(1);
    expect((await api.deliveries(webhook.id)).body.items).toHaveLength(1);

    const enabled = await api.update(webhook.id, { enabled: true });
    expect(enabled.body.data).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('gives up after the last retry, more than 24 hours on, and turns the webhook off; Resend tries again', async () => {
    const webhook = await createdWebhook(api, { name: 'Down', url: receiver.url('/down'), events: ['all'] });
    receiver.answer(
      '/down',
      Array.from({ length: MAX_ATTEMPTS }, () => 503),
    );
    await raiseEvent();

    let delivery = await firstAttempt(webhook.id);
    const started = Date.parse(delivery.createdAt);
    while (delivery.status === 'pending') {
      await dispatchWebhooks({ now: new Date(Date.parse(delivery.nextAttemptAt!)) });
      delivery = await onlyDelivery(webhook.id);
    }

    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      responseStatus: 503,
      lastError: 'Endpoint answered 503',
    });
    const view = await webhookView(api, webhook.id);
    expect(view).toMatchObject({
      enabled: false,
      disabledReason: exhaustedReason(MAX_ATTEMPTS),
      failureCount: MAX_ATTEMPTS,
    });
    expect(Date.parse(view!.lastTriggered!) - started).toBeGreaterThan(24 * 3600 * SECOND);
    expect(receiver.requests('/down')).toHaveLength(MAX_ATTEMPTS);

    // The endpoint is back: the admin resends the failed delivery.
    const resent = await api.resend(webhook.id, delivery.id);
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({
      id: delivery.id,
      status: 'delivered',
      attempts: MAX_ATTEMPTS + 1,
      responseStatus: 200,
      lastError: null,
    });
    const requests = receiver.requests('/down');
    expect(requests).toHaveLength(MAX_ATTEMPTS + 1);
    expect(verifiedEvent(webhook.secret, requests.at(-1)!).id).toBe(delivery.eventId);
    expect(await webhookView(api, webhook.id)).toMatchObject({ failureCount: 0 });

    const missing = await api.resend(webhook.id, '01JZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: 'We could not find this delivery.' });
  });

  it('lists the delivery log newest first, a page at a time', async () => {
    const webhook = await createdWebhook(api, { name: 'Log', url: receiver.url('/log'), events: ['all'] });
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push(await raiseEvent());
    await eventually(async () => {
      await dispatchWebhooks({ now: new Date() });
      return receiver.requests('/log').length === 3 ? true : undefined;
    });

    const first = await api.deliveries(webhook.id, '?limit=2');
    expect(first.body.items.map((delivery) => delivery.eventId)).toEqual([ids[2], ids[1]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api.deliveries(webhook.id, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((delivery) => delivery.eventId)).toEqual([ids[0]]);
    expect(second.body.nextCursor).toBeNull();
  });
});
