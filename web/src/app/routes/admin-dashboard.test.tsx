import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, sessionRoutes, signedOut, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });

async function openConsole() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return { user, ...view };
}

describe('admin console frame', () => {
  it('links to the dashboard and switches to the customer portal', async () => {
    mockApi(sessionRoutes(admin));
    await openConsole();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('link', { name: 'Customer Portal' })).toHaveAttribute(
      'href',
      '/customer/dashboard',
    );
    expect(screen.getByText('ops@example.com')).toBeInTheDocument();
  });

  it('logs out: says Logged out and opens the admin sign-in', async () => {
    window.localStorage.setItem('adminAccess', 'true');
    const api = mockApi(sessionRoutes(admin));
    api.set('POST /api/logout', () => {
      api.set('GET /api/user', signedOut);
      return Response.json({ success: true, message: 'Logged out' });
    });
    const { user, router } = await openConsole();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/auth');
    expect(window.localStorage.getItem('adminAccess')).toBeNull();
  });

  it('says Logout failed and stays when the server cannot log out', async () => {
    mockApi({ ...sessionRoutes(admin), 'POST /api/logout': () => new Response('', { status: 500 }) });
    const { user, router } = await openConsole();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('opens its menu with a button on a small screen', async () => {
    mockApi(sessionRoutes(admin));
    const { user } = await openConsole();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
