import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, sessionRoutes, signedOut, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

import { createRoutes } from './router';

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });

describe('route guards ask the server who is signed in', () => {
  it.each(['/customer/dashboard', '/account/settings?tab=security'])(
    'send a visitor without a session from %s to the customer sign-in',
    async (path) => {
      mockApi({ 'GET /api/user': signedOut });
      const { router } = renderRoutes(createRoutes, path);
      expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/customer/auth');
    },
  );

  it('forget the stored customer when the server says the session is gone', async () => {
    window.localStorage.setItem('currentCustomer', JSON.stringify(testUser()));
    mockApi({ 'GET /api/user': signedOut });
    renderRoutes(createRoutes, '/customer/dashboard');
    await screen.findByRole('tab', { name: 'Sign In' });
    expect(window.localStorage.getItem('currentCustomer')).toBeNull();
  });

  it('keep a customer out of the admin console even with localStorage.adminAccess set', async () => {
    window.localStorage.setItem('adminAccess', 'true');
    mockApi(sessionRoutes(testUser()));
    const { router } = renderRoutes(createRoutes, '/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/auth');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('send a visitor without a session from /admin to the admin sign-in', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { router } = renderRoutes(createRoutes, '/admin');
    await screen.findByRole('tab', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/admin/auth');
  });

  it.each(['/admin', '/admin/dashboard'])('open %s for an admin', async (path) => {
    mockApi(sessionRoutes(admin));
    renderRoutes(createRoutes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('send a signed-in admin from the admin sign-in to the admin dashboard', async () => {
    mockApi(sessionRoutes(admin));
    const { router } = renderRoutes(createRoutes, '/admin/auth');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('send a signed-in customer from the sign-in page to the dashboard', async () => {
    mockApi(sessionRoutes(testUser()));
    const { router } = renderRoutes(createRoutes, '/customer/auth');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
    expect(router.state.location.pathname).toBe('/customer/dashboard');
  });

  it('let an account with an admin-set password open only the password change', async () => {
    mockApi(sessionRoutes({ ...admin, mustChangePassword: true }));
    const { router } = renderRoutes(createRoutes, '/admin/dashboard');
    expect(await screen.findByText('Please choose a new password to continue.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/settings');
    expect(router.state.location.search).toBe('?tab=security');
  });
});

describe('the spec’s other spellings of routes (DESIGN §6.1)', () => {
  it.each([
    ['/customer-auth', 'Sign In'],
    ['/auth', 'Sign In'],
    ['/register', 'Register'],
  ])('%s opens the customer sign-in on its %s tab', async (path, tab) => {
    mockApi({ 'GET /api/user': signedOut });
    const { router } = renderRoutes(createRoutes, path);
    expect(await screen.findByRole('tab', { name: tab, selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/auth');
  });
});
