import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, reply, sessionRoutes, signedOut, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });

async function openAdminAuth() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/auth');
  await screen.findByRole('tab', { name: 'Login', selected: true });
  return { user, ...view };
}

async function fillLogin(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('admin login', () => {
  it('asks for a valid e-mail address', async () => {
    const api = mockApi({ 'GET /api/user': signedOut });
    const { user } = await openAdminAuth();
    await fillLogin(user, 'ops', 'longpassword');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST /api/login')).toHaveLength(0);
  });

  it('says Login successful and opens the admin dashboard', async () => {
    const api = mockApi({ 'GET /api/user': signedOut });
    api.set('POST /api/login', () => {
      for (const [key, handler] of Object.entries(sessionRoutes(admin))) api.set(key, handler);
      return Response.json({ success: true, message: 'Login successful', user: admin });
    });
    const { user, router } = await openAdminAuth();
    await fillLogin(user, 'ops@example.com', 'longpassword');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('says Login failed with the server message, or Invalid credentials', async () => {
    const api = mockApi({
      'GET /api/user': signedOut,
      'POST /api/login': reply(403, { success: false, message: 'This account does not have admin access.' }),
    });
    const { user } = await openAdminAuth();
    await fillLogin(user, 'ada@example.com', 'longpassword');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('This account does not have admin access.')).toBeInTheDocument();

    api.set('POST /api/login', () => new Response('', { status: 502 }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
  });
});

describe('admin registration', () => {
  async function openRegister() {
    const view = await openAdminAuth();
    await view.user.click(screen.getByRole('tab', { name: 'Register' }));
    await screen.findByLabelText('Confirm Password');
    const fill = async (email: string, password: string, confirm: string) => {
      await view.user.type(screen.getByLabelText('Email'), email);
      await view.user.type(screen.getByLabelText('Password'), password);
      await view.user.type(screen.getByLabelText('Confirm Password'), confirm);
      await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
    };
    return { ...view, fill };
  }

  it('needs 8 characters in both fields and a matching confirmation', async () => {
    const api = mockApi({ 'GET /api/user': signedOut });
    const { user, fill } = await openRegister();
    await fill('ops@example.com', 'short', 'short');
    expect(await screen.findAllByText('Password must be at least 8 characters')).toHaveLength(2);

    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Password'), 'longpassword');
    await user.type(screen.getByLabelText('Confirm Password'), 'longpasswore');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(api.callsTo('POST /api/register')).toHaveLength(0);
  });

  it('creates the first admin with e-mail and password only, and opens the console', async () => {
    const api = mockApi({ 'GET /api/user': signedOut });
    api.set('POST /api/register', () => {
      for (const [key, handler] of Object.entries(sessionRoutes(admin))) api.set(key, handler);
      return Response.json({ success: true, message: 'Account created', user: admin }, { status: 201 });
    });
    const { fill } = await openRegister();
    await fill('ops@example.com', 'longpassword', 'longpassword');
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/register')[0]?.body).toEqual({
      email: 'ops@example.com',
      password: 'longpassword',
    });
  });

  it('says Registration failed with the server message, or Unable to create account', async () => {
    const api = mockApi({
      'GET /api/user': signedOut,
      'POST /api/register': reply(401, {
        success: false,
        message: 'Admin registration is closed. Please sign in as an admin to create admin accounts.',
      }),
    });
    const { user, fill } = await openRegister();
    await fill('second@example.com', 'longpassword', 'longpassword');
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(
      screen.getByText('Admin registration is closed. Please sign in as an admin to create admin accounts.'),
    ).toBeInTheDocument();

    api.set('POST /api/register', () => new Response('', { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Unable to create account')).toBeInTheDocument();
  });
});
