import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/account-client.ts';
import { firstAdmin } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import {
  createdWebhook,
  webhooksApi,
  webhookView,
  type ErrorReply,
  type WebhooksApi,
} from './webhook-client.ts';
import { startReceiver, verifiedEvent, type WebhookReceiver } from './webhook-receiver.ts';

const local = useLocalTarget();
let api: WebhooksApi;
let adminCookie = '';
let receiver: WebhookReceiver;

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
  api = webhooksApi(local.target, adminCookie);
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

const auditOf = async (webhookId: string) =>
  (
    await call<{ items: { action: string; changes: Record<string, unknown>; summary: string }[] }>(
      local.target,
      'GET',
      `/api/admin/audit-log?subjectType=webhook&subjectId=${webhookId}`,
      { cookie: adminCookie },
    )
  ).body.items;

describe('managing webhooks (admin, local target)', () => {
  it('creates a webhook with a generated whsec_ secret that GET …/secret reads again (audited)', async () => {
    const reply = await api.create({
      name: '  Orders  ',
      url: receiver.url('/orders'),
      events: ['ticket.created', 'email.received'],
      description: 'Our order system',
      headers: { 'X-Team': 'ops' },
    });

    expect(reply.status).toBe(201);
    const { secret, ...view } = reply.body.data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(view).toEqual({
      id: expect.any(String),
      name: 'Orders',
      url: receiver.url('/orders'),
      events: ['ticket.created', 'email.received'],
      enabled: true,
      headers: { 'X-Team': 'ops' },
      description: 'Our order system',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      lastTriggered: null,
      failureCount: 0,
      disabledReason: null,
      secretHint: `whsec_…${secret.slice(-4)}`,
    });

    expect(await webhookView(api, view.id)).toEqual(view);
    const read = await api.secret(view.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, secret });
    expect(JSON.stringify((await api.list()).body)).not.toContain(secret);

    const actions = (await auditOf(view.id)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['webhook.created', 'webhook.secret_read']);
    expect(JSON.stringify(await auditOf(view.id))).not.toContain(secret);
  });

  it('keeps a secret the admin gives and defaults the events to ticket.created', async () => {
    const secret = `whsec_${Buffer.alloc(24, 9).toString('base64')}`;
    const webhook = await createdWebhook(api, { name: 'Given', url: receiver.url('/given'), secret });
    expect(webhook).toMatchObject({ events: ['ticket.created'], secret });
    expect((await api.secret(webhook.id)).body.secret).toBe(secret);
  });

  it.each([
    [{ url: 'https://example.com/hook', events: ['all'] }, 'Name is required'],
    [{ name: '   ', url: 'https://example.com/hook' }, 'Name is required'],
    [{ name: 'A', url: 'not a url' }, 'Must be a valid URL'],
    [{ name: 'A' }, 'Must be a valid URL'],
    [{ name: 'A', url: 'https://example.com/hook', events: [] }, 'At least one event must be selected'],
    [{ name: 'A', url: 'ftp://example.com/hook' }, 'Only http and https URLs can receive webhooks.'],
    [{ name: 'A', url: 'https://example.com/h', events: ['ticket.sold'] }, 'Events must be among'],
    [{ name: 'A', url: 'https://example.com/h', secret: 'short' }, 'The secret must be whsec_ followed by'],
    [
      { name: 'A', url: 'https://example.com/h', headers: { 'webhook-signature': 'v1,x' } },
      'The header webhook-signature is set by Ticket Relay and cannot be replaced.',
    ],
    [
      { name: 'A', url: 'https://example.com/h', headers: { 'Content-Type': 'text/plain' } },
      'The header Content-Type is set by Ticket Relay and cannot be replaced.',
    ],
  ])('refuses %j with 400 "%s"', async (body, text) => {
    const reply = await call<ErrorReply>(local.target, 'POST', '/api/webhooks', {
      cookie: adminCookie,
      body,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, message: expect.stringContaining(text) });
    expect(reply.body.error).toBe(reply.body.message);
  });

  it('changes the fields sent, clears the disabled reason on enable, records the change and deletes', async () => {
    const webhook = await createdWebhook(api, { name: 'Edit me', url: receiver.url('/edit') });

    const off = await api.update(webhook.id, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ enabled: false, name: 'Edit me' });

    const edited = await api.update(webhook.id, {
      name: 'Edited',
      events: ['all'],
      description: '',
      headers: { Authorization: 'Bearer abc' },
      enabled: true,
    });
    expect(edited.body.data).toMatchObject({
      name: 'Edited',
      events: ['all'],
      description: '',
      headers: { Authorization: 'Bearer abc' },
      enabled: true,
      disabledReason: null,
      secretHint: webhook.secretHint,
    });
    const invalid = await api.update(webhook.id, { events: [] });
    expect(invalid.status).toBe(400);
    expect((invalid.body as unknown as ErrorReply).message).toContain('At least one event must be selected');

    const newSecret = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
    const rotated = await api.update(webhook.id, { secret: newSecret });
    expect(rotated.body.data.secretHint).toBe(`whsec_…${newSecret.slice(-4)}`);
    expect((await api.secret(webhook.id)).body.secret).toBe(newSecret);

    const audit = await auditOf(webhook.id);
    const updates = audit.filter((entry) => entry.action === 'webhook.updated');
    expect(updates.length).toBe(3);
    expect(JSON.stringify(updates)).not.toContain(newSecret);

    expect((await api.remove(webhook.id)).body).toEqual({ success: true });
    expect(await webhookView(api, webhook.id)).toBeUndefined();
    expect((await auditOf(webhook.id)).map((entry) => entry.action)).toContain('webhook.deleted');
    for (const reply of [
      await api.update(webhook.id, { name: 'x' }),
      await api.remove(webhook.id),
      await api.secret(webhook.id),
      await api.test(webhook.id),
      await api.deliveries(webhook.id),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        success: false,
        message: 'We could not find this webhook.',
        error: 'We could not find this webhook.',
      });
    }
  });

  it('answers only admins', async () => {
    const anonymous = await call(local.target, 'GET', '/api/webhooks');
    expect(anonymous.status).toBe(401);
    const create = await call(local.target, 'POST', '/api/webhooks', {
      body: { name: 'x', url: 'https://example.com' },
    });
    expect(create.status).toBe(401);
  });
});

describe('the Test button (POST /api/webhooks/{id}/test)', () => {
  it('sends a signed webhook.test event and reports the answer', async () => {
    const webhook = await createdWebhook(api, {
      name: 'Tested',
      url: receiver.url('/tested'),
      headers: { 'X-Env': 'test' },
    });

    const reply = await api.test(webhook.id);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, statusCode: 200, durationMs: expect.any(Number) });
    const [request] = receiver.requests('/tested');
    expect(request?.headers['x-env']).toBe('test');
    const event = verifiedEvent(webhook.secret, request!);
    expect(event).toMatchObject({ type: 'webhook.test', data: { webhookId: webhook.id, name: 'Tested' } });
    expect(request?.headers['webhook-id']).toBe(event.id);
    // A test is not a delivery: no log entry, no change to the figures.
    expect((await api.deliveries(webhook.id)).body.items).toEqual([]);
    expect(await webhookView(api, webhook.id)).toMatchObject({ failureCount: 0, lastTriggered: null });
  });

  it('reports a failing endpoint and one that cannot be reached, with HTTP 200', async () => {
    const failing = await createdWebhook(api, { name: 'Failing', url: receiver.url('/failing') });
    receiver.answer('/failing', [500]);
    const failed = await api.test(failing.id);
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({
      success: false,
      error: 'Endpoint answered 500',
      statusCode: 500,
      durationMs: expect.any(Number),
    });

    const closed = await createdWebhook(api, { name: 'Closed', url: 'http://127.0.0.1:1/hook' });
    const unreachable = await api.test(closed.id);
    expect(unreachable.status).toBe(200);
    expect(unreachable.body).toEqual({
      success: false,
      error: 'Connection refused by 127.0.0.1:1',
      durationMs: expect.any(Number),
    });
  });
});
