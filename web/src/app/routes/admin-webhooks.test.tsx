import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  delivery,
  openWebhooks,
  webhook,
  webhookId,
  webhookRoutes,
} from '@/features/admin/webhooks/testing/fixtures';
import { formatTime } from '@/features/admin/webhooks/lib/format';
import { currentQuery } from '@/features/admin/testing/admin-routes';
import { mockApi, reply } from '@/test/mock-api';

const base = `/api/webhooks/${webhookId}`;
const card = (name = 'Inventory sync') => screen.findByRole('article', { name });

describe('admin webhooks: list', { timeout: 30_000 }, () => {
  it('says No webhooks configured when there is none', async () => {
    mockApi(webhookRoutes());
    await openWebhooks();
    expect(await screen.findByText('No webhooks configured')).toBeInTheDocument();
    expect(document.title).toBe('Webhooks · Ticket Relay');
  });

  it('shows each webhook as a card with its events, times, failures and secret hint', async () => {
    const triggered = '2026-03-06T08:30:00.000Z';
    mockApi(
      webhookRoutes([
        webhook(),
        webhook({
          id: 'W2',
          name: 'Broken endpoint',
          url: 'https://down.example.com/hook',
          events: ['all'],
          enabled: false,
          description: '',
          lastTriggered: triggered,
          failureCount: 7,
          disabledReason: 'Endpoint answered 410 Gone',
        }),
      ]),
    );
    await openWebhooks();
    const first = within(await card());
    expect(first.getByRole('heading', { name: 'Inventory sync' })).toBeInTheDocument();
    expect(first.getByText('https://hooks.example.com/ticket-relay')).toBeInTheDocument();
    expect(
      Array.from(
        first.getByRole('list', { name: 'Events' }).querySelectorAll('li'),
        (item) => item.textContent,
      ),
    ).toEqual(['ticket.created', 'ticket.verified']);
    expect(first.getByText('Keeps the warehouse stock in step')).toBeInTheDocument();
    expect(first.getByText(formatTime('2026-03-04T10:00:00.000Z'))).toBeInTheDocument();
    expect(first.getByText('Never')).toBeInTheDocument();
    expect(first.getByText('whsec_…wxyz')).toBeInTheDocument();
    expect(first.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    for (const action of ['Test', 'Deliveries of', 'Edit', 'Delete']) {
      expect(first.getByRole('button', { name: `${action} Inventory sync` })).toBeInTheDocument();
    }

    const second = within(await card('Broken endpoint'));
    expect(second.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
    expect(second.getByText(formatTime(triggered))).toBeInTheDocument();
    expect(second.getByText('7')).toBeInTheDocument();
    expect(second.getByText('Disabled by Ticket Relay: Endpoint answered 410 Gone')).toBeInTheDocument();
    expect(second.getByText('all')).toBeInTheDocument();
  });

  it('says why the list could not be loaded', async () => {
    mockApi(
      webhookRoutes([], {
        'GET /api/webhooks': reply(500, { success: false, message: 'The database is unavailable.' }),
      }),
    );
    await openWebhooks();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The webhooks could not be loaded. The database is unavailable.',
    );
  });
});

describe('admin webhooks: create and edit', { timeout: 30_000 }, () => {
  it('checks name, URL and events before sending', async () => {
    const api = mockApi(webhookRoutes());
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Webhook' }));
    expect(form.getByRole('checkbox', { name: /ticket\.created/ })).toBeChecked();
    for (const event of ['ticket.verified', 'ticket.updated', 'email.received', 'all']) {
      expect(
        form.getByRole('checkbox', { name: new RegExp(`^${event.replace('.', '\\.')}`) }),
      ).not.toBeChecked();
    }
    expect(form.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(form.getByRole('textbox', { name: 'Secret (optional)' })).toHaveAttribute(
      'placeholder',
      'Leave empty to generate one',
    );

    await user.click(form.getByRole('checkbox', { name: /ticket\.created/ }));
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'not a url');
    await user.click(form.getByRole('button', { name: 'Create Webhook' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Must be a valid URL')).toBeInTheDocument();
    expect(form.getByText('At least one event must be selected')).toBeInTheDocument();

    await user.clear(form.getByRole('textbox', { name: 'URL' }));
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'ftp://files.example.com/hook');
    await user.click(form.getByRole('button', { name: 'Create Webhook' }));
    expect(await form.findByText('Must be a valid URL')).toBeInTheDocument();
    expect(api.callsTo('POST /api/webhooks')).toHaveLength(0);
  });

  it('checks the custom header rows', async () => {
    const api = mockApi(webhookRoutes());
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Webhook' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'CRM');
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'https://crm.example.com/hook');
    await user.click(form.getByRole('button', { name: 'Add Header' }));
    await user.click(form.getByRole('button', { name: 'Add Header' }));
    await user.click(form.getByRole('button', { name: 'Add Header' }));
    await user.type(form.getByRole('textbox', { name: 'Header 3 name' }), 'Webhook-Signature');
    await user.type(form.getByRole('textbox', { name: 'Header 3 value' }), 'forged');
    await user.type(form.getByRole('textbox', { name: 'Header 1 name' }), 'Bad Name');
    await user.type(form.getByRole('textbox', { name: 'Header 1 value' }), 'x');
    await user.type(form.getByRole('textbox', { name: 'Header 2 value' }), 'y');
    await user.click(form.getByRole('button', { name: 'Create Webhook' }));
    expect(await form.findByText('"Bad Name" is not a valid header name.')).toBeInTheDocument();
    expect(form.getByText('Please enter a header name.')).toBeInTheDocument();
    expect(
      form.getByText('The header Webhook-Signature is set by Ticket Relay and cannot be replaced.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/webhooks')).toHaveLength(0);
  });

  it('creates a webhook, sends the form as entered and shows the signing secret once', async () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const api = mockApi(webhookRoutes());
    api.set('POST /api/webhooks', ({ body }) => {
      const created = webhook({ ...(body as Partial<typeof webhook>), id: 'W9', secretHint: 'whsec_…LaSw' });
      api.set('GET /api/webhooks', reply(200, { success: true, data: [created] }));
      return Response.json({ success: true, data: { ...created, secret } }, { status: 201 });
    });
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Webhook' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), '  CRM  ');
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'https://crm.example.com/hook');
    await user.click(form.getByRole('checkbox', { name: /^email\.received/ }));
    await user.click(form.getByRole('checkbox', { name: /^ticket\.verified/ }));
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'Customer records');
    await user.click(form.getByRole('button', { name: 'Add Header' }));
    await user.type(form.getByRole('textbox', { name: 'Header 1 name' }), 'X-Token');
    await user.type(form.getByRole('textbox', { name: 'Header 1 value' }), 'abc123');
    await user.click(form.getByRole('button', { name: 'Add Header' }));
    await user.click(form.getByRole('button', { name: 'Remove header 2' }));
    await user.click(form.getByRole('switch', { name: 'Enabled' }));
    await user.click(form.getByRole('button', { name: 'Create Webhook' }));

    expect(await screen.findByText('Webhook created')).toBeInTheDocument();
    expect(api.callsTo('POST /api/webhooks')[0]?.body).toEqual({
      name: 'CRM',
      url: 'https://crm.example.com/hook',
      events: ['ticket.created', 'ticket.verified', 'email.received'],
      description: 'Customer records',
      headers: { 'X-Token': 'abc123' },
      enabled: false,
    });

    const shown = within(await screen.findByRole('dialog', { name: 'Webhook signing secret' }));
    expect(shown.getByText(secret)).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Copy secret' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(secret);
    await user.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    expect(await card('CRM')).toBeInTheDocument();
  });

  it('sends a secret the admin chose, once it has the Standard Webhooks form', async () => {
    const ownSecret = `whsec_${btoa('0123456789abcdef0123456789abcdef')}`;
    const api = mockApi(
      webhookRoutes([], {
        'POST /api/webhooks': reply(201, { success: true, data: { ...webhook(), secret: ownSecret } }),
      }),
    );
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Webhook' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'CRM');
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'http://localhost:4000/hook');
    const secretInput = form.getByRole('textbox', { name: 'Secret (optional)' });
    await user.type(secretInput, 'my-own-secret');
    await user.click(form.getByRole('button', { name: 'Create Webhook' }));
    expect(
      await form.findByText(
        'The secret must be whsec_ followed by base64 of 24 to 64 bytes; leave it empty to have one generated.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/webhooks')).toHaveLength(0);

    await user.clear(secretInput);
    await user.type(secretInput, ownSecret);
    await user.click(form.getByRole('button', { name: 'Create Webhook' }));
    expect(await screen.findByText('Webhook created')).toBeInTheDocument();
    expect(api.callsTo('POST /api/webhooks')[0]?.body).toMatchObject({
      url: 'http://localhost:4000/hook',
      secret: ownSecret,
      headers: {},
      enabled: true,
    });
  });

  it('says Failed to create webhook with the server message', async () => {
    mockApi(
      webhookRoutes([], {
        'POST /api/webhooks': reply(400, {
          success: false,
          message: 'Must be a valid URL',
          error: 'Must be a valid URL',
        }),
      }),
    );
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Webhook' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'CRM');
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'https://crm.example.com/hook');
    await user.click(form.getByRole('button', { name: 'Create Webhook' }));
    expect(await screen.findByText('Failed to create webhook')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Webhook' })).toBeInTheDocument();
  });

  it('edits a webhook from its values and keeps the secret when none is entered', async () => {
    const api = mockApi(webhookRoutes([webhook()]));
    api.set(`PATCH ${base}`, reply(400, { success: false, message: 'At least one event must be selected' }));
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Edit Inventory sync' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Webhook' }));
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Inventory sync');
    expect(form.getByRole('textbox', { name: 'URL' })).toHaveValue('https://hooks.example.com/ticket-relay');
    expect(form.getByRole('checkbox', { name: /^ticket\.verified/ })).toBeChecked();
    expect(form.getByRole('textbox', { name: 'Header 1 name' })).toHaveValue('X-Source');
    expect(form.getByRole('textbox', { name: 'Header 1 value' })).toHaveValue('ticket-relay');
    expect(form.getByRole('textbox', { name: 'Secret (optional)' })).toHaveAttribute(
      'placeholder',
      'Leave empty to keep the current one',
    );

    await user.click(form.getByRole('checkbox', { name: /^ticket\.verified/ }));
    await user.click(form.getByRole('checkbox', { name: /^ticket\.updated/ }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update webhook')).toBeInTheDocument();

    api.set(`PATCH ${base}`, ({ body }) => Response.json({ success: true, data: webhook(body as object) }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Webhook updated')).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${base}`).at(-1)?.body).toEqual({
      name: 'Inventory sync',
      url: 'https://hooks.example.com/ticket-relay',
      events: ['ticket.created', 'ticket.updated'],
      description: 'Keeps the warehouse stock in step',
      headers: { 'X-Source': 'ticket-relay' },
      enabled: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('admin webhooks: card actions', { timeout: 30_000 }, () => {
  it('turns a webhook off with the switch, without a confirmation', async () => {
    const api = mockApi(webhookRoutes([webhook()]));
    api.set(`PATCH ${base}`, ({ body }) => {
      const saved = webhook(body as object);
      api.set('GET /api/webhooks', reply(200, { success: true, data: [saved] }));
      return Response.json({ success: true, data: saved });
    });
    const { user } = await openWebhooks();
    const view = within(await card());
    await user.click(view.getByRole('switch', { name: 'Enabled' }));
    expect(await screen.findByText('Webhook updated')).toBeInTheDocument();
    expect(screen.getByText('Inventory sync is now disabled.')).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${base}`).map((call) => call.body)).toEqual([{ enabled: false }]);
    await expect
      .poll(() => view.getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked'))
      .toBe('false');
  });

  it('says Failed to update webhook when the switch cannot be saved', async () => {
    mockApi(
      webhookRoutes([webhook()], {
        [`PATCH ${base}`]: reply(404, { success: false, message: 'We could not find that webhook.' }),
      }),
    );
    const { user } = await openWebhooks();
    const view = within(await card());
    await user.click(view.getByRole('switch', { name: 'Enabled' }));
    expect(await screen.findByText('Failed to update webhook')).toBeInTheDocument();
    expect(screen.getByText('We could not find that webhook.')).toBeInTheDocument();
    expect(view.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  });

  it('deletes a webhook after the confirmation', async () => {
    const api = mockApi(webhookRoutes([webhook()]));
    api.set(`DELETE ${base}`, () => {
      api.set('GET /api/webhooks', reply(200, { success: true, data: [] }));
      return Response.json({ success: true });
    });
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Delete Inventory sync' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Inventory sync?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE ${base}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Inventory sync' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${base}`)).toHaveLength(1);
    expect(await screen.findByText('No webhooks configured')).toBeInTheDocument();
  });

  it('says Failed to delete webhook when the server refuses', async () => {
    mockApi(
      webhookRoutes([webhook()], {
        [`DELETE ${base}`]: reply(404, { success: false, message: 'We could not find that webhook.' }),
      }),
    );
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Delete Inventory sync' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete webhook')).toBeInTheDocument();
    expect(screen.getByText('We could not find that webhook.')).toBeInTheDocument();
  });

  it('says Test succeeded when the endpoint accepts the test event', async () => {
    const api = mockApi(
      webhookRoutes([webhook()], {
        [`POST ${base}/test`]: reply(200, { success: true, statusCode: 204, durationMs: 42 }),
      }),
    );
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Test Inventory sync' }));
    expect(await screen.findByText('Test succeeded')).toBeInTheDocument();
    expect(screen.getByText('The endpoint answered 204 in 42 ms.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/test`)).toHaveLength(1);
  });

  it("says Test failed with the server's error, or Unknown error", async () => {
    const api = mockApi(
      webhookRoutes([webhook()], {
        [`POST ${base}/test`]: reply(200, {
          success: false,
          error: 'Endpoint answered 500',
          statusCode: 500,
          durationMs: 30,
        }),
      }),
    );
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Test Inventory sync' }));
    expect(await screen.findByText('Test failed: Endpoint answered 500')).toBeInTheDocument();

    api.set(`POST ${base}/test`, reply(200, { success: false, durationMs: 10 }));
    await user.click(screen.getByRole('button', { name: 'Test Inventory sync' }));
    expect(await screen.findByText('Test failed: Unknown error')).toBeInTheDocument();
  });

  it('says Failed to test webhook when the test cannot be started', async () => {
    mockApi(
      webhookRoutes([webhook()], {
        [`POST ${base}/test`]: reply(404, { success: false, message: 'We could not find that webhook.' }),
      }),
    );
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Test Inventory sync' }));
    expect(await screen.findByText('Failed to test webhook')).toBeInTheDocument();
    expect(screen.getByText('We could not find that webhook.')).toBeInTheDocument();
  });

  it('reveals the signing secret on the card when asked, and hides it again', async () => {
    const secret = 'whsec_c2VjcmV0LXZhbHVlLWZvci10ZXN0cw==';
    const api = mockApi(
      webhookRoutes([webhook()], { [`GET ${base}/secret`]: reply(200, { success: true, secret }) }),
    );
    const { user } = await openWebhooks();
    const view = within(await card());
    expect(view.queryByText(secret)).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${base}/secret`)).toHaveLength(0);
    await user.click(view.getByRole('button', { name: 'Reveal secret of Inventory sync' }));
    expect(await view.findByText(secret)).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Copy secret' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Hide secret' }));
    expect(view.queryByText(secret)).not.toBeInTheDocument();
    expect(view.getByText('whsec_…wxyz')).toBeInTheDocument();
  });
});

describe('admin webhooks: delivery log', { timeout: 30_000 }, () => {
  const failed = delivery({
    id: 'D2',
    eventType: 'ticket.verified',
    status: 'pending',
    attempts: 3,
    responseStatus: 503,
    durationMs: 1500,
    lastError: 'Endpoint answered 503',
    nextAttemptAt: '2026-03-05T10:00:00.000Z',
    deliveredAt: null,
  });

  it('lists the deliveries with their status, answer and retries, and loads more', async () => {
    const api = mockApi(webhookRoutes([webhook()]));
    api.set(`GET ${base}/deliveries`, () => {
      const cursor = currentQuery().get('cursor');
      return cursor === 'page-2'
        ? Response.json({
            success: true,
            items: [delivery({ id: 'D1', eventType: 'email.received' })],
            nextCursor: null,
          })
        : Response.json({ success: true, items: [failed, delivery()], nextCursor: 'page-2' });
    });
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Deliveries of Inventory sync' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deliveries of Inventory sync' }));
    const list = await dialog.findByRole('list', { name: 'Deliveries' });
    const [pending, delivered] = within(list).getAllByRole('listitem');
    const first = within(pending!);
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText('ticket.verified')).toBeInTheDocument();
    expect(first.getByText('503')).toBeInTheDocument();
    expect(first.getByText('1.5 s')).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    expect(first.getByText('Endpoint answered 503')).toBeInTheDocument();
    expect(first.getByText('Next attempt')).toBeInTheDocument();
    expect(first.getByText(formatTime('2026-03-05T10:00:00.000Z'))).toBeInTheDocument();
    const second = within(delivered!);
    expect(second.getByText('Delivered')).toBeInTheDocument();
    expect(second.getByText('200')).toBeInTheDocument();
    expect(second.getByText('120 ms')).toBeInTheDocument();
    expect(second.getByText(formatTime('2026-03-05T09:00:00.000Z'))).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Load more' }));
    expect(await dialog.findByText('email.received')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(dialog.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is no delivery yet', async () => {
    mockApi(
      webhookRoutes([webhook()], {
        [`GET ${base}/deliveries`]: reply(200, { success: true, items: [], nextCursor: null }),
      }),
    );
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Deliveries of Inventory sync' }));
    expect(
      await screen.findByText('No deliveries yet. Events appear here once they are sent.'),
    ).toBeInTheDocument();
  });

  it('resends a delivery and says how it went', async () => {
    const api = mockApi(
      webhookRoutes([webhook()], {
        [`GET ${base}/deliveries`]: reply(200, { success: true, items: [failed], nextCursor: null }),
      }),
    );
    api.set(`POST ${base}/deliveries/D2/resend`, () => {
      const resent = { ...failed, status: 'delivered', attempts: 4, responseStatus: 200, lastError: null };
      api.set(`GET ${base}/deliveries`, reply(200, { success: true, items: [resent], nextCursor: null }));
      return Response.json({ success: true, data: resent });
    });
    const { user } = await openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Deliveries of Inventory sync' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deliveries of Inventory sync' }));
    await user.click(await dialog.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Delivery resent')).toBeInTheDocument();
    expect(screen.getByText('The endpoint answered 200.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/deliveries/D2/resend`)).toHaveLength(1);
    expect(await dialog.findByText('Delivered')).toBeInTheDocument();
    expect(dialog.getByText('4')).toBeInTheDocument();

    api.set(
      `POST ${base}/deliveries/D2/resend`,
      reply(200, { success: true, data: { ...failed, attempts: 5, lastError: 'connect ECONNREFUSED' } }),
    );
    await user.click(dialog.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Resend failed: connect ECONNREFUSED')).toBeInTheDocument();

    api.set(
      `POST ${base}/deliveries/D2/resend`,
      reply(404, { success: false, message: 'No such delivery.' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Failed to resend delivery')).toBeInTheDocument();
    expect(screen.getByText('No such delivery.')).toBeInTheDocument();
  });
});
