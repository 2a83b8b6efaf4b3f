import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import { VERIFICATION_POLL_MS } from '@/features/dashboard/api/get-customer';
import { COPIED_MS } from '@/features/dashboard/components/transfer-email-card';
import { mockApi, networkDown, reply, sessionRoutes, signedOut, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const verified = testUser();
const unverified = testUser({ emailConfirmed: false });

async function openDashboard() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/customer/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
  return { user, ...view };
}

const overlay = () => screen.queryByRole('region', { name: 'Verify your email address' });

describe('customer dashboard', () => {
  it('shows the transfer address read-only, and Copied! for 2 seconds after copying it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    mockApi(sessionRoutes(verified));
    const { user } = await openDashboard();
    expect(overlay()).not.toBeInTheDocument();

    const address = screen.getByLabelText('Transfer email address');
    expect(address).toHaveValue('ada.lovelace.k3x9@relay.example');
    expect(address).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('ada.lovelace.k3x9@relay.example');

    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS - 500));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('signs out: calls the server, forgets the stored customer and opens the sign-in', async () => {
    window.localStorage.setItem('currentCustomer', JSON.stringify(verified));
    const api = mockApi(sessionRoutes(verified));
    api.set('POST /api/customer/logout', () => {
      api.set('GET /api/user', signedOut);
      return Response.json({ success: true, message: 'Logged out' });
    });
    const { user, router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Payment Portal' })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Support' })).toHaveAttribute(
      'href',
      '/account/settings?tab=support',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/auth');
    expect(api.callsTo('POST /api/customer/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('currentCustomer')).toBeNull();
  });

  it('shows the Admin Dashboard button to admins only', async () => {
    mockApi(sessionRoutes(verified));
    await openDashboard();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the Admin Dashboard button to an admin, linking to the admin dashboard', async () => {
    mockApi(sessionRoutes(testUser({ role: 'admin' })));
    await openDashboard();
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });
});

describe('e-mail verification overlay', () => {
  it('blocks the dashboard while the e-mail is unverified, with the spam-folder hint', async () => {
    mockApi(sessionRoutes(unverified));
    await openDashboard();
    const region = await screen.findByRole('region', { name: 'Verify your email address' });
    expect(region).toHaveTextContent('ada@example.com');
    expect(region).toHaveTextContent(/spam/);
    expect(screen.getByLabelText('Transfer email address').closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' }).closest('[inert]')).toBeNull();
  });

  it('resends the verification e-mail and says so, or shows why it failed', async () => {
    const api = mockApi({
      ...sessionRoutes(unverified),
      'POST /api/customer/resend-verification': reply(200, { success: true, message: 'Sent' }),
    });
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Verification Email Sent')).toBeInTheDocument();
    expect(screen.getByText('Please check your inbox for the new verification email.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/resend-verification')[0]?.body).toEqual({
      email: 'ada@example.com',
    });

    api.set(
      'POST /api/customer/resend-verification',
      reply(429, { success: false, message: 'Please wait an hour and try again.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Please wait an hour and try again.')).toBeInTheDocument();

    api.set('POST /api/customer/resend-verification', networkDown);
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Failed to resend verification email')).toBeInTheDocument();
  });

  it('changes a wrong address: Invalid Email for a bad one, Email Updated for a good one', async () => {
    const changed = { ...unverified, email: 'ada@correct.example' };
    const api = mockApi(sessionRoutes(unverified));
    api.set('POST /api/customer/update-email', () => {
      for (const [key, handler] of Object.entries(sessionRoutes(changed))) api.set(key, handler);
      return Response.json({ success: true, user: changed, message: 'Email Updated.' });
    });
    const { user } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Wrong Email?' }));
    await user.type(screen.getByLabelText('New email address'), 'ada@wrong');
    await user.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a valid email address').length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/customer/update-email')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New email address'));
    await user.type(screen.getByLabelText('New email address'), 'ada@correct.example');
    await user.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(await screen.findByText('Email Updated')).toBeInTheDocument();
    expect(screen.getByText('Please check your new email address for verification.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/update-email')[0]?.body).toEqual({
      currentEmail: 'ada@example.com',
      newEmail: 'ada@correct.example',
    });
    expect(await within(overlay() as HTMLElement).findByText('ada@correct.example')).toBeInTheDocument();
    expect(window.localStorage.getItem('currentCustomer')).toContain('ada@correct.example');
  });

  it('shows why an address change failed, or a fallback', async () => {
    const api = mockApi({
      ...sessionRoutes(unverified),
      'POST /api/customer/update-email': reply(409, {
        success: false,
        message: 'An account with this email already exists. Please sign in instead.',
      }),
    });
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Wrong Email?' }));
    await user.type(screen.getByLabelText('New email address'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(
      await screen.findByText('An account with this email already exists. Please sign in instead.'),
    ).toBeInTheDocument();

    api.set('POST /api/customer/update-email', () => new Response('', { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(await screen.findByText('Failed to update email address')).toBeInTheDocument();
  });

  it('opens the verification modal after registration and closes it with the overlay once verified', async () => {
    window.localStorage.setItem('showVerificationModal', 'true');
    const api = mockApi(sessionRoutes(unverified));
    // The modal hides the rest of the page from assistive technology, so look for it first.
    renderRoutes(createRoutes, '/customer/dashboard');
    expect(await screen.findByRole('dialog', { name: 'Check your inbox' })).toBeInTheDocument();

    // The customer follows the e-mailed link in another tab, then comes back to this one.
    api.set(`GET /api/customer/${unverified.id}`, reply(200, { success: true, customer: verified }));
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(overlay()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('showVerificationModal')).toBeNull();
  });

  it('unlocks the dashboard by itself when a later poll finds the e-mail verified', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const api = mockApi(sessionRoutes(unverified));
    await openDashboard();
    expect(overlay()).toBeInTheDocument();

    api.set(`GET /api/customer/${unverified.id}`, reply(200, { success: true, customer: verified }));
    await act(() => vi.advanceTimersByTimeAsync(VERIFICATION_POLL_MS + 100));
    await waitFor(() => expect(overlay()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    // A verified account stops asking.
    const reads = api.callsTo(`GET /api/customer/${unverified.id}`).length;
    await act(() => vi.advanceTimersByTimeAsync(VERIFICATION_POLL_MS * 3));
    expect(api.callsTo(`GET /api/customer/${unverified.id}`)).toHaveLength(reads);
  });
});
