import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/account-client.ts';
import { corpusEmail, firstAdmin, forwardMessage, verifiedSeller } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { deliverMail, eventually } from '../support/mail.ts';
import { createdWebhook, webhooksApi, type WebhooksApi } from './webhook-client.ts';
import { startReceiver, verifiedEvent, type WebhookEvent, type WebhookReceiver } from './webhook-receiver.ts';

// The one-minute schedule never fires here: what arrives was sent by the kick after each event.
const local = useLocalTarget({ scheduleMinuteMs: 3_600_000 });
const vendorEmail = corpusEmail('eventique-conf-05');
let api: WebhooksApi;
let adminCookie = '';
let receiver: WebhookReceiver;
let secret = '';
let webhookId = '';

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
  api = webhooksApi(local.target, adminCookie);
  receiver = await startReceiver();
  const webhook = await createdWebhook(api, {
    name: 'Everything',
    url: receiver.url('/events'),
    events: ['all'],
  });
  secret = webhook.secret;
  webhookId = webhook.id;
});
afterAll(() => receiver?.close());

/** Every event the receiver got so far, each checked against its signature. */
const receivedEvents = (): WebhookEvent[] =>
  receiver.requests('/events').map((request) => {
    const event = verifiedEvent(secret, request);
    expect(request.headers['webhook-id']).toBe(event.id);
    return event;
  });

const eventsWhere = (match: (event: WebhookEvent) => boolean, count: number) =>
  eventually(async () => {
    const found = receivedEvents().filter(match);
    return found.length >= count ? found : undefined;
  }, 45_000);

let emailId = '';
let ticketId = '';

describe('events from the product reach a webhook at once (local target)', () => {
  it(
    'a forwarded e-mail produces signed email.received and ticket.created deliveries',
    { timeout: 90_000 },
    async () => {
      const seller = await verifiedSeller(local.target);
      emailId = await deliverMail(
        local.target.ports.smtp,
        forwardMessage(vendorEmail, {
          from: seller.email,
          to: seller.transferEmail,
          subject: `Fwd: webhooks ${randomUUID().slice(0, 8)}`,
        }),
      );
      ticketId = `${emailId}~0`;

      const [received] = await eventsWhere(
        (event) => event.type === 'email.received' && event.data.emailId === emailId,
        1,
      );
      const [created] = await eventsWhere(
        (event) => event.type === 'ticket.created' && event.data.ticketId === ticketId,
        1,
      );
      expect(received).toMatchObject({
        id: `email.received:${emailId}`,
        data: { emailId, customerId: seller.user.id, ticketIds: [ticketId] },
      });
      expect(created).toMatchObject({
        id: `ticket.created:${ticketId}`,
        data: { ticketId, listingId: ticketId, emailId, customerId: seller.user.id },
      });

      const log = await eventually(async () => {
        const { items } = (await api.deliveries(webhookId)).body;
        return items.filter((item) => item.status === 'delivered').length >= 2 ? items : undefined;
      });
      expect(log.map((item) => [item.eventId, item.status, item.responseStatus]).sort()).toEqual([
        [`email.received:${emailId}`, 'delivered', 200],
        [`ticket.created:${ticketId}`, 'delivered', 200],
      ]);
    },
  );

  it(
    'each correction through PATCH /api/tickets/{id} raises its own ticket.updated',
    { timeout: 90_000 },
    async () => {
      const path = `/api/tickets/${encodeURIComponent(ticketId)}`;
      const first = await call(local.target, 'PATCH', path, {
        cookie: adminCookie,
        body: { section: 'Floor B' },
      });
      expect(first.status).toBe(200);
      const [update] = await eventsWhere(
        (event) => event.type === 'ticket.updated' && event.data.ticketId === ticketId,
        1,
      );
      expect(update).toMatchObject({
        id: expect.stringMatching(new RegExp(`^ticket\\.updated:${ticketId.replace(/[.~]/g, '\\$&')}@`)),
        data: {
          ticketId,
          section: 'Floor B',
          manuallyVerified: true,
          needsReview: false,
          changes: { section: { to: 'Floor B' } },
        },
      });

      const second = await call(local.target, 'PATCH', path, { cookie: adminCookie, body: { row: '12' } });
      expect(second.status).toBe(200);
      const updates = await eventsWhere(
        (event) => event.type === 'ticket.updated' && event.data.ticketId === ticketId,
        2,
      );
      expect(new Set(updates.map((event) => event.id)).size).toBe(2);
      expect(updates[1]).toMatchObject({ data: { row: '12', changes: { row: { to: '12' } } } });
    },
  );

  it('verifying the ticket raises ticket.verified', { timeout: 90_000 }, async () => {
    const reply = await call(local.target, 'PATCH', `/api/tickets/${encodeURIComponent(ticketId)}/verify`, {
      cookie: adminCookie,
    });
    expect(reply.status).toBe(200);
    const [verified] = await eventsWhere(
      (event) => event.type === 'ticket.verified' && event.data.ticketId === ticketId,
      1,
    );
    expect(verified).toMatchObject({
      data: { ticketId, manuallyVerified: true, needsReview: false, verifiedAt: expect.any(String) },
    });
    expect(verified!.timestamp).toBe(verified!.data.verifiedAt);
  });
});
