import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  noMailbox,
  openSettings,
  settingsBody,
  settingsRoutes,
} from '@/features/admin/settings/testing/settings-routes';
import { mockApi, reply } from '@/test/mock-api';

const openGmail = () => openSettings('/admin/settings?tab=gmail');

/** A stand-in for the window the Connect button opens (window.open returns it). */
function stubConsentWindow() {
  const popup = { opener: {}, closed: false, close: vi.fn(), location: { href: 'about:blank' } };
  const open = vi.fn(() => popup as unknown as Window);
  vi.stubGlobal('open', open);
  return { popup, open };
}

describe('admin settings: Gmail connection', { timeout: 15_000 }, () => {
  it('shows the connected mailbox and disconnects it, refreshing the status', async () => {
    const api = mockApi(settingsRoutes());
    api.set('POST /api/gmail/disconnect', () => {
      api.set('GET /api/gmail/auth-status', noMailbox);
      return Response.json({ success: true, message: 'Gmail disconnected' });
    });
    const { user } = await openGmail();
    expect(await screen.findByText('box@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Connected as/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disconnect Gmail' }));
    expect(await screen.findByText('Gmail disconnected')).toBeInTheDocument();
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Gmail Account' })).toBeInTheDocument();
  });

  it('says Disconnect failed when the server cannot disconnect', async () => {
    mockApi(
      settingsRoutes({
        'POST /api/gmail/disconnect': reply(503, { success: false, message: 'Gmail is not reachable.' }),
      }),
    );
    const { user } = await openGmail();
    await user.click(await screen.findByRole('button', { name: 'Disconnect Gmail' }));
    expect(await screen.findByText('Disconnect failed')).toBeInTheDocument();
    expect(screen.getByText('Gmail is not reachable.')).toBeInTheDocument();
  });

  it('lists the permissions the connection needs', async () => {
    mockApi(settingsRoutes({ 'GET /api/gmail/auth-status': noMailbox }));
    await openGmail();
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Required permissions' })).toBeInTheDocument();
    expect(screen.getByText(/Read-only access to your Gmail messages/)).toBeInTheDocument();
    expect(screen.getByText(/user profile information/)).toBeInTheDocument();
  });

  it("opens Google's consent page in a separate window", async () => {
    const { popup, open } = stubConsentWindow();
    mockApi(
      settingsRoutes({
        'GET /api/gmail/auth-status': noMailbox,
        'GET /api/gmail/auth-url': reply(200, { success: true, authUrl: 'https://accounts.example/consent' }),
      }),
    );
    const { user } = await openGmail();
    await user.click(await screen.findByRole('button', { name: 'Connect Gmail Account' }));
    expect(await screen.findByText('Authentication initiated')).toBeInTheDocument();
    expect(screen.getByText('Please complete the authentication in the opened window')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toBe('https://accounts.example/consent');
  });

  it('says No auth URL returned when the reply has no authUrl, and closes the window', async () => {
    const { popup } = stubConsentWindow();
    mockApi(
      settingsRoutes({
        'GET /api/gmail/auth-status': noMailbox,
        'GET /api/gmail/auth-url': reply(200, { success: true }),
      }),
    );
    const { user } = await openGmail();
    await user.click(await screen.findByRole('button', { name: 'Connect Gmail Account' }));
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('No auth URL returned')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it("says Authentication failed with the server's reason", async () => {
    stubConsentWindow();
    mockApi(
      settingsRoutes({
        'GET /api/gmail/auth-status': noMailbox,
        'GET /api/gmail/auth-url': reply(409, {
          success: false,
          message: 'Gmail is not configured for this deployment.',
        }),
      }),
    );
    const { user } = await openGmail();
    await user.click(await screen.findByRole('button', { name: 'Connect Gmail Account' }));
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
    expect(screen.getByText('Gmail is not configured for this deployment.')).toBeInTheDocument();
  });
});

describe('admin settings: Gmail sync', { timeout: 15_000 }, () => {
  it('disables the sync frequency while Auto Sync is off and saves both', async () => {
    const api = mockApi(
      settingsRoutes({
        'POST /api/settings/extraction': ({ body }) =>
          Response.json({ ...settingsBody, message: 'Settings saved', ...(body as object) }),
      }),
    );
    const { user } = await openGmail();
    const frequency = await screen.findByRole('spinbutton', { name: 'Sync frequency (minutes)' });
    expect(frequency).toHaveValue(15);
    expect(frequency).toBeEnabled();
    expect(screen.getByText('Recommended: 15 minutes. Lower values increase API usage.')).toBeInTheDocument();
    await user.clear(frequency);
    await user.type(frequency, '30');
    await user.click(screen.getByRole('switch', { name: 'Auto Sync' }));
    expect(frequency).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/settings/extraction')[0]?.body).toEqual({
      autoSync: false,
      syncInterval: 30,
    });
  });

  it('refuses a frequency outside 5 to 120 minutes before sending it', async () => {
    const api = mockApi(settingsRoutes());
    const { user } = await openGmail();
    const frequency = await screen.findByRole('spinbutton', { name: 'Sync frequency (minutes)' });
    await user.clear(frequency);
    await user.type(frequency, '2');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('The sync frequency must be a whole number of minutes from 5 to 120.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/settings/extraction')).toHaveLength(0);
  });

  it("says Failed to save settings with the server's message", async () => {
    mockApi(
      settingsRoutes({
        'POST /api/settings/extraction': reply(400, {
          success: false,
          message: 'Please check syncInterval: must be a whole number of minutes from 5 to 120',
        }),
      }),
    );
    const { user } = await openGmail();
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(
      screen.getByText('Please check syncInterval: must be a whole number of minutes from 5 to 120'),
    ).toBeInTheDocument();
  });

  it('syncs now and tells what the sync did', async () => {
    const api = mockApi(
      settingsRoutes({
        'POST /api/gmail/sync': reply(200, { success: true, count: 4, processedCount: 3, ticketsCreated: 2 }),
      }),
    );
    const { user } = await openGmail();
    await user.click(await screen.findByRole('button', { name: 'Sync Emails Now' }));
    expect(await screen.findByText('Email sync completed')).toBeInTheDocument();
    expect(
      screen.getByText('Successfully synced 4 new emails, processed 3 emails, created 2 tickets'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/gmail/sync')).toHaveLength(1);
  });

  it('says Sync failed when the sync fails', async () => {
    mockApi(
      settingsRoutes({
        'POST /api/gmail/sync': reply(409, { success: false, message: 'Connect a Gmail account first.' }),
      }),
    );
    const { user } = await openGmail();
    await user.click(await screen.findByRole('button', { name: 'Sync Emails Now' }));
    const toast = await screen.findByText('Sync failed');
    expect(
      within(toast.closest('li') ?? document.body).getByText('Connect a Gmail account first.'),
    ).toBeVisible();
  });
});
