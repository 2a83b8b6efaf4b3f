import type { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketPartsByIds, ticketsByIds } from '../../../lambdas/core/admin-tickets/ticket-batch.ts';
import { emailsOf } from '../../../lambdas/core/admin-tickets/ticket-view.ts';
import { batchGetAll, type BatchGetEntity } from '../../../lambdas/core/db/batch-get.ts';
import { ticketIdOf } from '../../../lambdas/core/db/entities/ticket.ts';
import { getTogether } from '../../../lambdas/core/db/get-together.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;
const ids: string[] = [];

beforeAll(async () => {
  database = await startInMemoryDatabase();
  // 150 tickets: two BatchGetItem requests' worth.
  const tickets = Array.from({ length: 150 }, (_, index) => ({
    emailId: `mail-${index}`,
    ticketIndex: index % 2,
    ticketId: ticketIdOf(`mail-${index}`, index % 2),
    eventName: `Show ${index}`,
    seats: `${index}`,
    orderNumber: `order-${index}`,
  }));
  await database.data.tickets.put(tickets).go();
  await database.data.emails
    .put([{ emailId: 'mail-1', receivedAt: '2026-03-01T10:00:00.000Z', subject: 'Your tickets' }])
    .go();
  ids.push(...tickets.map((ticket) => ticket.ticketId));
});

afterAll(async () => {
  await database.stop();
});

describe('batch reads', () => {
  it('reads every ticket of more than 100 ids, whole, and leaves unknown ids out', async () => {
    const found = await ticketsByIds(
      [...ids, ticketIdOf('mail-unknown', 0), 'not-a-ticket-id'],
      database.data,
    );

    expect(found.size).toBe(150);
    expect(found.get(ids[120]!)).toMatchObject({
      eventName: 'Show 120',
      seats: '120',
      orderNumber: 'order-120',
    });
  });

  it('reads only the attributes asked for', async () => {
    const found = await ticketPartsByIds(ids.slice(0, 3), ['eventName', 'seats'], database.data);

    expect(found.get(ids[2]!)).toEqual({ ticketId: ids[2], eventName: 'Show 2', seats: '2' });
  });

  it("reads an e-mail's headers", async () => {
    const found = await emailsOf([{ emailId: 'mail-1' }, { emailId: 'mail-missing' }], database.data);

    expect([...found.keys()]).toEqual(['mail-1']);
    expect(found.get('mail-1')?.subject).toBe('Your tickets');
  });

  it('asks again for the keys DynamoDB left unprocessed', async () => {
    const { documentClient } = database.data;
    const sent: number[] = [];
    // A client that leaves the second half of the keys of its first request unprocessed (throttling).
    const throttling = {
      send: async (command: BatchGetCommand) => {
        const table = database.data.tableName;
        const keys = command.input.RequestItems![table]!.Keys!;
        sent.push(keys.length);
        if (sent.length > 1) return documentClient.send(command);
        const served = keys.slice(0, Math.ceil(keys.length / 2));
        command.input.RequestItems![table]!.Keys = served;
        const reply = await documentClient.send(command);
        return { ...reply, UnprocessedKeys: { [table]: { Keys: keys.slice(served.length) } } };
      },
    };

    const items = await batchGetAll<{ ticketId: string }, { emailId: string; ticketIndex: number }>({
      client: throttling as unknown as typeof documentClient,
      tableName: database.data.tableName,
      entity: database.data.tickets as unknown as BatchGetEntity,
      accessPattern: 'byEmail',
      composites: Array.from({ length: 10 }, (_, index) => ({
        emailId: `mail-${index}`,
        ticketIndex: index % 2,
      })),
      attributes: ['ticketId'],
    });

    expect(sent).toEqual([10, 5]);
    expect(items.map((item) => item.ticketId).sort()).toEqual(ids.slice(0, 10).sort());
  });

  it('reads items of different entities in one request, in the order asked, undefined where missing', async () => {
    const { documentClient, tableName, emails, tickets } = database.data;
    const sent: unknown[] = [];
    const counting = {
      send: (command: BatchGetCommand) => {
        sent.push(command.input.RequestItems![tableName]!.ConsistentRead);
        return documentClient.send(command);
      },
    };

    const [ticket, missing, email] = (await getTogether(
      counting as unknown as typeof documentClient,
      tableName,
      [
        {
          entity: tickets as unknown as BatchGetEntity,
          accessPattern: 'byEmail',
          composite: { emailId: 'mail-3', ticketIndex: 1 },
        },
        {
          entity: emails as unknown as BatchGetEntity,
          accessPattern: 'byId',
          composite: { emailId: 'mail-none' },
        },
        {
          entity: emails as unknown as BatchGetEntity,
          accessPattern: 'byId',
          composite: { emailId: 'mail-1' },
        },
      ],
    )) as [{ eventName: string }, undefined, { subject: string }];

    expect(sent).toEqual([true]);
    expect(ticket.eventName).toBe('Show 3');
    expect(missing).toBeUndefined();
    expect(email.subject).toBe('Your tickets');
  });
});
