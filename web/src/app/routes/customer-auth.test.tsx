import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, reply, sessionRoutes, signedOut, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

async function openSignIn(path = '/customer/auth') {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, path);
  await screen.findByRole('tab', { name: 'Sign In' });
  return { user, ...view };
}

describe('customer sign-in', () => {
  it('asks for a valid e-mail and a password before calling the server', async () => {
    const api = mockApi({ 'GET /api/user': signedOut });
    const { user } = await openSignIn();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/customer/login')).toHaveLength(0);
  });

  it('shows the incorrect-credentials notice with a Forgot password link when sign-in fails', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/customer/login': reply(429, { success: false, message: 'Too many attempts.' }),
    });
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Sorry, your email or password was incorrect. Please check your password.',
    );
    await user.click(within(notice).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('stores the customer and opens the dashboard when sign-in succeeds', async () => {
    const ada = testUser();
    const api = mockApi({ 'GET /api/user': signedOut });
    api.set('POST /api/customer/login', () => {
      api.set('GET /api/user', reply(200, { success: true, user: ada }));
      return Response.json({ success: true, message: 'Login successful', user: ada });
    });
    api.set(`GET /api/customer/${ada.id}`, reply(200, { success: true, customer: ada }));
    const { user, router } = await openSignIn();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/dashboard');
    expect(api.callsTo('POST /api/customer/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(JSON.parse(window.localStorage.getItem('currentCustomer') ?? '{}')).toMatchObject({
      id: ada.id,
      email: 'ada@example.com',
    });
  });
});

describe('forgot-password dialog', () => {
  async function openDialog() {
    const view = await openSignIn();
    await view.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    return { ...view, dialog };
  }

  it('waits for an e-mail, then confirms that the link was sent', async () => {
    const api = mockApi({
      'GET /api/user': signedOut,
      'POST /api/customer/forgot-password': reply(200, { success: true, message: 'Sent' }),
    });
    const { user, dialog } = await openDialog();
    const send = within(dialog).getByRole('button', { name: 'Send Reset Link' });
    expect(send).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(send);

    expect(await screen.findByText('Reset link sent!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for instructions to reset your password.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/forgot-password')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('shows the server message, or a fallback, when sending fails', async () => {
    const api = mockApi({
      'GET /api/user': signedOut,
      'POST /api/customer/forgot-password': reply(429, { success: false, message: 'Please wait a minute.' }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please wait a minute.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    api.set('POST /api/customer/forgot-password', () => new Response('Bad Gateway', { status: 502 }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset link')).toBeInTheDocument();
  });
});

describe('customer registration', () => {
  async function openRegister() {
    const view = renderRoutes(createRoutes, '/customer/auth?tab=register');
    await screen.findByRole('tab', { name: 'Register', selected: true });
    return { user: userEvent.setup(), ...view };
  }

  async function fillIn(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Phone'), '+1 555 0100');
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), confirm);
  }

  it('requires every field, eight characters and a matching confirmation', async () => {
    const api = mockApi({ 'GET /api/user': signedOut });
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Password must be at least 8 characters long.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }

    await fillIn(user, 'longpassword', 'longpasswore');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/register')).toHaveLength(0);
  });

  it('shows the server message in a Registration failed toast', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/customer/register': reply(409, {
        success: false,
        message: 'An account with this email already exists. Please sign in instead.',
      }),
    });
    const { user } = await openRegister();
    await fillIn(user, 'longpassword', 'longpassword');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(
      screen.getByText('An account with this email already exists. Please sign in instead.'),
    ).toBeInTheDocument();
  });

  it('falls back to Please try again when the server gives no message', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/customer/register': () => new Response('', { status: 500 }),
    });
    const { user } = await openRegister();
    await fillIn(user, 'longpassword', 'longpassword');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
  });

  it('signs the new customer in, asks for the guide and the verification modal, and opens the dashboard', async () => {
    const ada = testUser({ emailConfirmed: false });
    const api = mockApi({ 'GET /api/user': signedOut });
    api.set('POST /api/customer/register', () => {
      for (const [key, handler] of Object.entries(sessionRoutes(ada))) api.set(key, handler);
      return Response.json({ success: true, message: 'Account created', user: ada }, { status: 201 });
    });
    const { user, router } = await openRegister();
    await fillIn(user, 'longpassword', 'longpassword');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('dialog', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/dashboard');
    expect(api.callsTo('POST /api/customer/register')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      password: 'longpassword',
    });
    expect(window.localStorage.getItem('showChatGuide')).toBe('true');
    expect(window.localStorage.getItem('currentCustomer')).toContain(ada.id);
  });

  it('switches between the tabs and keeps the choice in the address', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { user, router } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=register');
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
