import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, reply, sessionRoutes, testUser, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

// A screen is a lazy chunk: its first visit waits for vite, which is slow on a busy machine.
const firstLoad = { timeout: 20_000 };

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });

const ids = ['welcome', 'processed', 'live', 'sale', 'reset', 'verification'];
const templates = ids.map((id) => ({
  id,
  name: `${id.charAt(0).toUpperCase()}${id.slice(1)} Email`,
  description: `The ${id} message.`,
  category: 'account',
  subject: `Subject of ${id}, {{customerName}}`,
  variables: ['customerName', 'transferEmail'],
  preview: {
    subject: `Subject of ${id}, Jane Doe`,
    html: `<!doctype html><html><body><p>Hi Jane Doe (${id})</p></body></html>`,
    text: 'Hi Jane Doe',
  },
}));

const status = {
  ready: true,
  provider: 'Amazon SES',
  sender: 'Ticket Relay <no-reply@relay.example>',
  sent: 3,
  failed: 0,
  lastSentAt: '2026-11-20T10:00:00.000Z',
  lastFailedAt: null,
};

function routes(overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    ...sessionRoutes(admin),
    'GET /api/email/status': reply(200, { success: true, status }),
    'GET /api/email/templates': reply(200, { success: true, templates }),
    ...overrides,
  };
}

async function openPage() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/email-templates');
  await screen.findByRole('heading', { level: 1, name: 'Email Templates' }, firstLoad);
  return { user, ...view };
}

describe('email templates', { timeout: 30_000 }, () => {
  it('shows the service status and the six templates with subject and variables', async () => {
    mockApi(routes());
    await openPage();
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(screen.getByText(/Provider: Amazon SES/)).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Preview / })).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome Email' })).toBeInTheDocument();
    expect(screen.getByText('Subject of sale, {{customerName}}')).toBeInTheDocument();
    const variables = screen.getByRole('list', { name: 'Variables of Reset Email' });
    expect(within(variables).getByText('{{transferEmail}}')).toBeInTheDocument();
  });

  it('says Not Configured when the latest send failed, and None without a provider', async () => {
    mockApi(
      routes({
        'GET /api/email/status': reply(200, {
          success: true,
          status: { ...status, ready: false, provider: null, lastFailedAt: '2026-11-21T10:00:00.000Z' },
        }),
      }),
    );
    await openPage();
    expect(await screen.findByText('Not Configured')).toBeInTheDocument();
    expect(screen.getByText(/Provider: None/)).toBeInTheDocument();
  });

  it('previews the real rendering in a sandboxed frame', async () => {
    mockApi(routes());
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Preview Sale Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Sale Email' });
    expect(dialog).toHaveTextContent('Subject: Subject of sale, Jane Doe');
    const frame = within(dialog).getByTitle('Sale Email preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Hi Jane Doe (sale)');
  });

  it('fetches the rendering from the preview route when the catalogue has none', async () => {
    const api = mockApi(
      routes({
        'GET /api/email/templates': reply(200, {
          success: true,
          templates: templates.map(({ preview: _preview, ...template }) => template),
        }),
        'GET /api/email/templates/live/preview': () =>
          new Response('<p>Your tickets are live, Jane Doe</p>', {
            headers: { 'content-type': 'text/html' },
          }),
      }),
    );
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Preview Live Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Live Email' });
    const frame = await within(dialog).findByTitle('Live Email preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Your tickets are live, Jane Doe</p>');
    expect(api.callsTo('GET /api/email/templates/live/preview')).toHaveLength(1);
  });

  it('checks the test address, sends the test, closes and clears the field', async () => {
    const api = mockApi(
      routes({
        'POST /api/email/test/reset/ops%40example.com': reply(200, {
          success: true,
          message: 'Test email "reset" sent to ops@example.com.',
        }),
      }),
    );
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Test Reset Email' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send a test: Reset Email' });

    await user.click(within(dialog).getByRole('button', { name: 'Send Test' }));
    expect(await within(dialog).findByText('Please enter an email address')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email address'), 'ops@example');
    await user.click(within(dialog).getByRole('button', { name: 'Send Test' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Email address'), '.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Test' }));
    expect(await screen.findByText('Test Email Sent')).toBeInTheDocument();
    expect(screen.getByText('Test email "reset" sent to ops@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/email/test/reset/ops%40example.com')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Test Reset Email' }));
    dialog = await screen.findByRole('dialog', { name: 'Send a test: Reset Email' });
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('');
  });

  it('says Failed to Send Test Email with the server message', async () => {
    mockApi(
      routes({
        'POST /api/email/test/welcome/ops%40example.com': reply(502, {
          success: false,
          message: 'The email service did not accept the test email. Please check its status and try again.',
        }),
      }),
    );
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Test Welcome Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test: Welcome Email' });
    await user.type(within(dialog).getByLabelText('Email address'), 'ops@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Test' }));
    expect(await screen.findByText('Failed to Send Test Email')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The email service did not accept the test email. Please check its status and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send a test: Welcome Email' })).toBeInTheDocument();
  });
});
