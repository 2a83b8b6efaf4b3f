import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { apiKeyRoutes, apiKeyView, openApiKeys } from '@/features/admin/api-keys/testing/fixtures';
import { mockApi, reply } from '@/test/mock-api';

const fullKey = 'trk_live_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();

const readOnly = apiKeyView();
const busy = apiKeyView({
  id: 'K2',
  name: 'Reseller bridge',
  description: null,
  prefix: 'trk_live_ZyXwVuTsRqPo',
  scopes: ['read', 'write'],
  rateLimit: 500,
  allowedIps: ['203.0.113.7', '10.0.0.0/8'],
  expiresAt: '2099-06-30T12:00:00.000Z',
  lastUsed: '2026-11-21T09:30:00.000Z',
  usageCount: 1234,
});
const disabled = apiKeyView({ id: 'K3', name: 'Old importer', enabled: false, status: 'disabled' });
const expired = apiKeyView({
  id: 'K4',
  name: 'Trial',
  status: 'expired',
  expiresAt: '2026-01-31T23:59:59.000Z',
});

/** The Create New API Key dialog, opened. */
async function openCreate(user: Awaited<ReturnType<typeof openApiKeys>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Create New API Key' }));
  return within(await screen.findByRole('dialog', { name: 'Create New API Key' }));
}

describe('admin API keys', { timeout: 30_000 }, () => {
  it('shows the security notice, the empty state and the links to the reference and direct access', async () => {
    mockApi(apiKeyRoutes());
    await openApiKeys();
    expect(await screen.findByRole('heading', { name: 'No API Keys' })).toBeInTheDocument();
    expect(screen.getByText('Keep your API keys secret')).toBeInTheDocument();
    expect(screen.getByText(/gives full access to the external API/)).toBeInTheDocument();
    expect(screen.getByText(/The full key is shown only once/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api-reference');
    expect(screen.getByRole('link', { name: 'Direct access' })).toHaveAttribute('href', '/api-keys-direct');
    expect(document.title).toBe('API Keys · Ticket Relay');
  });

  it('lists the keys masked, with their settings, use and status', async () => {
    mockApi(apiKeyRoutes([readOnly, busy, disabled, expired]));
    await openApiKeys();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Settings', 'Last Used', 'Status', 'Actions']);
    const [, first, second, third, fourth] = within(table).getAllByRole('row');

    const cells = within(first!).getAllByRole('cell');
    expect(within(cells[0]!).getByText('Box office sync')).toBeInTheDocument();
    expect(within(cells[0]!).getByText('trk_live_AbCdEfGhIjKl…')).toBeInTheDocument();
    expect(within(cells[0]!).getByText('Nightly import')).toBeInTheDocument();
    expect(cells[1]).toHaveTextContent('Read100 requests / hourAll IPs allowedNever expires');
    expect(cells[2]).toHaveTextContent('Never0 requests');
    expect(cells[3]).toHaveTextContent('Active');

    const busyCells = within(second!).getAllByRole('cell');
    expect(busyCells[1]).toHaveTextContent(
      'ReadWrite500 requests / hourIPs: 203.0.113.7, 10.0.0.0/8Expires Jun 30, 2099',
    );
    expect(busyCells[2]).toHaveTextContent('1,234 requests');
    expect(busyCells[2]).toHaveTextContent('Nov 21, 2026');
    expect(within(third!).getByText('Disabled')).toBeInTheDocument();
    expect(within(third!).getByRole('button', { name: 'Enable Old importer' })).toBeInTheDocument();
    expect(within(fourth!).getByText('Expired')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Edit Box office sync' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Disable Box office sync' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Delete Box office sync' })).toBeInTheDocument();
  });

  it('says Error loading API keys with the server message when the list cannot be read', async () => {
    mockApi(
      apiKeyRoutes([], {
        'GET /api/external/keys': reply(503, { success: false, message: 'The key store is unavailable.' }),
      }),
    );
    await openApiKeys();
    expect(
      await screen.findByText('Error loading API keys: The key store is unavailable.'),
    ).toBeInTheDocument();
  });

  it('creates a key from the four tabs and shows the full key once', async () => {
    const api = mockApi(apiKeyRoutes());
    api.set('POST /api/external/keys', ({ body }) => {
      const created = apiKeyView({ ...(body as object), id: 'K9', prefix: 'trk_live_AbCdEfGhIjKl' });
      api.set('GET /api/external/keys', reply(200, { success: true, data: [created] }));
      return Response.json({ success: true, data: { ...created, key: fullKey } }, { status: 201 });
    });
    const { user } = await openApiKeys();
    const dialog = await openCreate(user);
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Security',
      'Permissions',
      'Rate Limits',
    ]);

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), '  Box office sync  ');
    await user.type(dialog.getByRole('textbox', { name: 'Description (optional)' }), 'Nightly import');

    await user.click(dialog.getByRole('tab', { name: 'Security' }));
    fireEvent.change(dialog.getByLabelText('Expiry date (optional)'), { target: { value: '2099-12-31' } });
    await user.type(
      dialog.getByRole('textbox', { name: 'Allowed IPs (optional)' }),
      ' 203.0.113.7, ,10.0.0.0/8 ,',
    );

    await user.click(dialog.getByRole('tab', { name: 'Permissions' }));
    expect(dialog.getByRole('checkbox', { name: 'Read' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Write' })).not.toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'Write' }));

    await user.click(dialog.getByRole('tab', { name: 'Rate Limits' }));
    const slider = dialog.getByRole('slider', { name: 'Rate limit (requests per hour)' });
    expect(slider).toHaveValue('100');
    expect(slider).toHaveAttribute('min', '10');
    expect(slider).toHaveAttribute('max', '1000');
    expect(slider).toHaveAttribute('step', '10');
    fireEvent.change(slider, { target: { value: '250' } });
    expect(dialog.getByText('250 / hour')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Create API Key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'API Key Created' }));
    expect(api.callsTo('POST /api/external/keys')[0]?.body).toEqual({
      name: 'Box office sync',
      description: 'Nightly import',
      expiresAt: endOfDay('2099-12-31'),
      rateLimit: 250,
      allowedIps: ['203.0.113.7', '10.0.0.0/8'],
      scopes: ['read', 'write'],
    });
    expect(shown.getByRole('textbox', { name: 'API key' })).toHaveValue(fullKey);
    expect(shown.getByText(/it will not be shown again/)).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(fullKey);

    await user.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('trk_live_AbCdEfGhIjKl…')).toBeInTheDocument();
    expect(screen.queryByText(fullKey)).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(fullKey)).not.toBeInTheDocument();
  });

  it('sends the defaults: read scope, 100 per hour, all IPs and no expiry', async () => {
    const api = mockApi(
      apiKeyRoutes([], {
        'POST /api/external/keys': reply(201, { success: true, data: { ...apiKeyView(), key: fullKey } }),
      }),
    );
    const { user } = await openApiKeys();
    const dialog = await openCreate(user);
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Reporting');
    await user.click(dialog.getByRole('button', { name: 'Create API Key' }));
    await screen.findByRole('dialog', { name: 'API Key Created' });
    expect(api.callsTo('POST /api/external/keys')[0]?.body).toEqual({
      name: 'Reporting',
      description: '',
      rateLimit: 100,
      allowedIps: [],
      scopes: ['read'],
    });
  });

  it('checks the name, the IPs, the expiry and the scopes before sending, on the tab that holds them', async () => {
    const api = mockApi(apiKeyRoutes());
    const { user } = await openApiKeys();
    const dialog = await openCreate(user);
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(dialog.getByRole('tab', { name: 'Rate Limits' }));
    await user.click(dialog.getByRole('button', { name: 'Create API Key' }));
    expect(await dialog.findByText('Please enter a name for the API key')).toBeInTheDocument();
    expect(dialog.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Importer');
    await user.click(dialog.getByRole('tab', { name: 'Security' }));
    const expiry = dialog.getByLabelText('Expiry date (optional)');
    fireEvent.change(expiry, { target: { value: '2020-01-01' } });
    await user.type(dialog.getByRole('textbox', { name: 'Allowed IPs (optional)' }), '203.0.113.7, office');
    await user.click(dialog.getByRole('tab', { name: 'Permissions' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Read' }));
    await user.click(dialog.getByRole('button', { name: 'Create API Key' }));
    expect(await dialog.findByText('The expiry date must be in the future.')).toBeInTheDocument();
    expect(
      dialog.getByText(
        '"office" is not an IP address or a CIDR range (such as 203.0.113.7 or 203.0.113.0/24).',
      ),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Clear' }));
    expect(dialog.getByLabelText('Expiry date (optional)')).toHaveValue('');
    await user.click(dialog.getByRole('tab', { name: 'Permissions' }));
    expect(await dialog.findByText('Choose at least one scope: read or write.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/external/keys')).toHaveLength(0);
  });

  it("says 'Failed to create API key' with the server message", async () => {
    mockApi(
      apiKeyRoutes([], {
        'POST /api/external/keys': reply(400, {
          success: false,
          message: 'Please enter a name for the API key',
          error: 'Please enter a name for the API key',
        }),
      }),
    );
    const { user } = await openApiKeys();
    const dialog = await openCreate(user);
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'x');
    await user.click(dialog.getByRole('button', { name: 'Create API Key' }));
    expect(
      await screen.findByText('Failed to create API key: Please enter a name for the API key'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create New API Key' })).toBeInTheDocument();
  });

  it('edits the settings; an empty rate limit falls back to 100 and a cleared expiry is sent as null', async () => {
    const api = mockApi(apiKeyRoutes([busy]));
    api.set('PATCH /api/external/keys/K2', ({ body }) =>
      Response.json({ success: true, data: { ...busy, ...(body as object) } }),
    );
    const { user } = await openApiKeys();
    await user.click(await screen.findByRole('button', { name: 'Edit Reseller bridge' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit API Key' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Reseller bridge');
    expect(dialog.getByRole('textbox', { name: 'Allowed IPs (optional)' })).toHaveValue(
      '203.0.113.7, 10.0.0.0/8',
    );
    expect(dialog.getByRole('checkbox', { name: 'Write' })).toBeChecked();
    const rate = dialog.getByRole('spinbutton', { name: 'Rate limit (requests per hour)' });
    expect(rate).toHaveValue(500);
    expect(rate).toHaveAttribute('min', '1');
    expect(rate).toHaveAttribute('max', '1000');

    await user.clear(rate);
    await user.type(rate, '1001');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(
      await dialog.findByText('The rate limit must be a whole number from 1 to 1000 requests per hour.'),
    ).toBeInTheDocument();

    await user.clear(rate);
    await user.click(dialog.getByRole('button', { name: 'Clear' }));
    const ips = dialog.getByRole('textbox', { name: 'Allowed IPs (optional)' });
    await user.clear(ips);
    await user.click(dialog.getByRole('checkbox', { name: 'Write' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/external/keys/K2')[0]?.body).toEqual({
      name: 'Reseller bridge',
      description: '',
      expiresAt: null,
      rateLimit: 100,
      allowedIps: [],
      scopes: ['read'],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps an expired date as it is when only the name changes, and shows a failed save', async () => {
    const api = mockApi(
      apiKeyRoutes([expired], {
        'PATCH /api/external/keys/K4': reply(400, {
          success: false,
          message: 'The rate limit must be between 1 and 1000.',
        }),
      }),
    );
    const { user } = await openApiKeys();
    await user.click(await screen.findByRole('button', { name: 'Edit Trial' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit API Key' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Trial 2');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Failed to update API key settings: The rate limit must be between 1 and 1000.',
      ),
    ).toBeInTheDocument();
    const body = api.callsTo('PATCH /api/external/keys/K4')[0]?.body as Record<string, unknown>;
    expect(body.name).toBe('Trial 2');
    expect(body).not.toHaveProperty('expiresAt');
  });

  it('disables a key after the confirmation', async () => {
    const api = mockApi(apiKeyRoutes([readOnly]));
    api.set('PATCH /api/external/keys/01JAPIKEY000000000000000001', () => {
      const updated = { ...readOnly, enabled: false, status: 'disabled' };
      api.set('GET /api/external/keys', reply(200, { success: true, data: [updated] }));
      return Response.json({ success: true, data: updated });
    });
    const { user } = await openApiKeys();
    await user.click(await screen.findByRole('button', { name: 'Disable Box office sync' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Disable API key?' }));
    await user.click(confirm.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('API key updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/external/keys/01JAPIKEY000000000000000001')[0]?.body).toEqual({
      enabled: false,
    });
    expect(await screen.findByRole('button', { name: 'Enable Box office sync' })).toBeInTheDocument();
  });

  it("enables a key, and says 'Failed to update API key' when the server refuses", async () => {
    const api = mockApi(
      apiKeyRoutes([disabled], {
        'PATCH /api/external/keys/K3': reply(404, {
          success: false,
          message: 'We could not find that API key.',
        }),
      }),
    );
    const { user } = await openApiKeys();
    await user.click(await screen.findByRole('button', { name: 'Enable Old importer' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Enable API key?' }));
    await user.click(confirm.getByRole('button', { name: 'Enable' }));
    expect(
      await screen.findByText('Failed to update API key: We could not find that API key.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/external/keys/K3')[0]?.body).toEqual({ enabled: true });
  });

  it('deletes a key after the irreversible-action confirmation', async () => {
    const api = mockApi(apiKeyRoutes([readOnly, busy]));
    api.set('DELETE /api/external/keys/K2', () => {
      api.set('GET /api/external/keys', reply(200, { success: true, data: [readOnly] }));
      return Response.json({ success: true });
    });
    const { user } = await openApiKeys();
    await user.click(await screen.findByRole('button', { name: 'Delete Reseller bridge' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete API key?' }));
    expect(confirm.getByText(/This cannot be undone/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('API key deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/external/keys/K2')).toHaveLength(1);
    await expect.poll(() => screen.queryByText('Reseller bridge')).toBeNull();
  });

  it("says 'Failed to delete API key' with the server message", async () => {
    mockApi(
      apiKeyRoutes([readOnly], {
        'DELETE /api/external/keys/01JAPIKEY000000000000000001': reply(404, {
          success: false,
          message: 'We could not find that API key.',
        }),
      }),
    );
    const { user } = await openApiKeys();
    await user.click(await screen.findByRole('button', { name: 'Delete Box office sync' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete API key: We could not find that API key.'),
    ).toBeInTheDocument();
  });
});
