import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, networkDown, reply, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const token = 'eyJhbGciOiJIUzI1NiJ9.direct.token';
const loginRoute = 'POST /api/external/v1/auth/login';
const keysRoute = 'GET /api/external/keys';

const keyView = (overrides: Record<string, unknown> = {}) => ({
  id: '01JAPIKEY000000000000000001',
  name: 'Box office sync',
  description: '',
  prefix: 'trk_live_AbCdEfGhIjKl',
  enabled: true,
  status: 'active',
  expiresAt: null,
  rateLimit: 100,
  allowedIps: [],
  scopes: ['read', 'write'],
  lastUsed: '2026-11-21T09:30:00.000Z',
  usageCount: 12,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  userId: '01JADMIN00000000000000000001',
  ...overrides,
});

const keysReply = (keys: unknown[]) => reply(200, { success: true, data: keys });

async function openPage(routes: Record<string, ApiHandler>) {
  const api = mockApi(routes);
  const user = userEvent.setup();
  renderRoutes(createRoutes, '/api-keys-direct');
  await screen.findByRole('heading', { level: 1, name: 'API Keys - Direct Access' }, { timeout: 20_000 });
  return { api, user };
}

/** The Authorization header of every call to the key list. */
const authorizationHeaders = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(
      ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/external/keys',
    )
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.Authorization);

async function logIn(
  user: ReturnType<typeof userEvent.setup>,
  email = 'ops@example.com',
  password = 'secret pw 1',
) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('API keys direct access', { timeout: 30_000 }, () => {
  it('asks for both email and password before calling the server', async () => {
    const { api, user } = await openPage({});
    expect(document.title).toBe('API Keys - Direct Access · Ticket Relay');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ops@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter both email and password')).toBeInTheDocument();
    expect(api.callsTo(loginRoute)).toHaveLength(0);
  });

  it('logs in, keeps the token as apiToken and lists the keys masked with a copy of the prefix', async () => {
    const { api, user } = await openPage({
      [loginRoute]: reply(200, { success: true, token, expiresAt: '2026-11-22T15:00:00.000Z' }),
      [keysRoute]: keysReply([
        keyView(),
        keyView({ id: 'K2', name: 'Old importer', status: 'disabled', lastUsed: null }),
      ]),
    });
    await logIn(user);

    expect(await screen.findByText('Authentication successful')).toBeInTheDocument();
    expect(api.callsTo(loginRoute)[0]?.body).toEqual({ email: 'ops@example.com', password: 'secret pw 1' });
    expect(window.localStorage.getItem('apiToken')).toBe(token);

    const list = await screen.findByRole('list', { name: 'API keys' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Box office sync' })).toBeInTheDocument();
    expect(within(first!).getByText('trk_live_AbCdEfGhIjKl…')).toBeInTheDocument();
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(first!).getByText('read, write')).toBeInTheDocument();
    expect(within(second!).getByText('Disabled')).toBeInTheDocument();
    expect(second).toHaveTextContent('Last usedNever');
    expect(first).toHaveTextContent('Last usedNov 21, 2026');
    expect(authorizationHeaders()).toEqual([`Bearer ${token}`]);

    await user.click(within(first!).getByRole('button', { name: 'Copy prefix of Box office sync' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('trk_live_AbCdEfGhIjKl');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('shows the list straight away with a stored token, and Logout forgets it', async () => {
    window.localStorage.setItem('apiToken', token);
    const { user } = await openPage({ [keysRoute]: keysReply([keyView()]) });
    expect(await screen.findByText('trk_live_AbCdEfGhIjKl…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(window.localStorage.getItem('apiToken')).toBeNull();
  });

  it('says No API Keys when there are none', async () => {
    window.localStorage.setItem('apiToken', token);
    await openPage({ [keysRoute]: keysReply([]) });
    expect(await screen.findByRole('heading', { name: 'No API Keys' })).toBeInTheDocument();
  });

  it('removes the token and returns to the login form when the list answers 401', async () => {
    window.localStorage.setItem('apiToken', token);
    await openPage({
      [keysRoute]: reply(401, {
        success: false,
        message: 'Your session has expired.',
        error: 'Your session has expired.',
      }),
    });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByText('Your access has ended. Please log in again.')).toBeInTheDocument();
    expect(window.localStorage.getItem('apiToken')).toBeNull();
  });

  it('says Failed to fetch API keys, and Try Again reads the list again', async () => {
    window.localStorage.setItem('apiToken', token);
    const { api, user } = await openPage({
      [keysRoute]: reply(500, { success: false, message: 'Something went wrong on our side.' }),
    });
    expect(await screen.findByText('Failed to fetch API keys')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    api.set(keysRoute, keysReply([keyView()]));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('trk_live_AbCdEfGhIjKl…')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch API keys')).not.toBeInTheDocument();
    expect(authorizationHeaders()).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
    expect(window.localStorage.getItem('apiToken')).toBe(token);
  });

  it("says 'Authentication failed' with the server's error for wrong credentials", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openPage({
      [loginRoute]: reply(401, {
        success: false,
        error: 'Invalid credentials',
        message: 'The email or password is not correct.',
      }),
    });
    await logIn(user);
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
    expect(window.localStorage.getItem('apiToken')).toBeNull();
  });

  it('points to the console when a refusal carries no text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openPage({ [loginRoute]: () => new Response(null, { status: 403 }) });
    await logIn(user);
    expect(await screen.findByText('Invalid credentials. Check console for details.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("says 'Connection error' when the server cannot be reached", async () => {
    const { user } = await openPage({ [loginRoute]: networkDown });
    await logIn(user);
    expect(await screen.findByText('Connection error')).toBeInTheDocument();
    expect(screen.getByText('Could not connect to the API server')).toBeInTheDocument();
  });

  it("says 'Failed to parse response' when the login reply is not the expected JSON", async () => {
    const { user } = await openPage({
      [loginRoute]: () => new Response('<html>proxy page</html>', { status: 200 }),
    });
    await logIn(user);
    expect(await screen.findByText('Failed to parse response')).toBeInTheDocument();
    expect(window.localStorage.getItem('apiToken')).toBeNull();
  });
});
