import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingEvents, publishEvent } from '../../../lambdas/core/webhooks/outbox.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from '../db/dynalite-harness.ts';

let database: InMemoryDatabase;

const subscribe = (data: InMemoryDatabase['data'], events: string[], enabled = true) =>
  data.webhooks
    .create({
      webhookId: `w-${events.join('-')}-${enabled}`,
      userId: 'admin',
      name: 'Hook',
      url: 'https://example.com/hook',
      events,
      enabled,
    })
    .go();

beforeAll(async () => {
  database = await startInMemoryDatabase();
  await subscribe(database.data, ['all']);
});

afterAll(async () => {
  await database.stop();
});

const body = (extractionStatus: string) => ({
  type: 'email.received' as const,
  timestamp: '2026-11-21T10:00:00.000Z',
  data: { emailId: 'e1', extractionStatus },
});

describe('the webhook outbox', () => {
  it('raises an event once per subject: a repeat refreshes the pending body instead of adding one', async () => {
    expect(await publishEvent('e1', body('failed'), database.data)).toBe('created');
    expect(await publishEvent('e1', body('success'), database.data)).toBe('refreshed');

    const pending = await pendingEvents(10, database.data);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      eventId: 'email.received:e1',
      type: 'email.received',
      status: 'pending',
    });
    expect(pending[0]!.payload).toEqual({ id: 'email.received:e1', ...body('success') });
  });

  it('never raises or rewrites an event that was already dispatched', async () => {
    const [event] = await pendingEvents(10, database.data);
    await database.data.outboxEvents
      .patch({ eventId: event!.eventId })
      .composite({ createdAt: event!.createdAt })
      .set({ status: 'dispatched', dispatchedAt: '2026-11-21T10:01:00.000Z' })
      .go();

    expect(await publishEvent('e1', body('needs_review'), database.data)).toBe('kept');

    expect(await pendingEvents(10, database.data)).toEqual([]);
    const { data: stored } = await database.data.outboxEvents.get({ eventId: 'email.received:e1' }).go();
    expect(stored?.payload).toEqual({ id: 'email.received:e1', ...body('success') });
  });

  it('writes no event that no enabled webhook subscribes to', async () => {
    const unsubscribed = await startInMemoryDatabase();
    try {
      await subscribe(unsubscribed.data, ['ticket.created']);
      await subscribe(unsubscribed.data, ['all'], false);

      expect(await publishEvent('e2', body('success'), unsubscribed.data)).toBe('unsubscribed');
      expect(
        await publishEvent(
          't9',
          { type: 'ticket.created', timestamp: 'x', data: { ticketId: 't9' } },
          unsubscribed.data,
        ),
      ).toBe('created');

      const pending = await pendingEvents(10, unsubscribed.data);
      expect(pending.map((event) => event.eventId)).toEqual(['ticket.created:t9']);
    } finally {
      await unsubscribed.stop();
    }
  });

  it('lists pending events oldest first', async () => {
    for (const id of ['t1', 't2', 't3']) {
      await new Promise((resolve) => setTimeout(resolve, 3)); // distinct createdAt milliseconds
      await publishEvent(
        id,
        { type: 'ticket.created', timestamp: 'x', data: { ticketId: id } },
        database.data,
      );
    }
    const pending = await pendingEvents(2, database.data);
    expect(pending.map((event) => event.eventId)).toEqual(['ticket.created:t1', 'ticket.created:t2']);
  });
});
