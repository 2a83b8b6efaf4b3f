import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import { RESET_REDIRECT_MS } from '@/features/auth/components/reset-password';
import { mockApi, reply, signedOut } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

async function openReset(token = 'tok-1') {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, `/reset-password/${token}`);
  await screen.findByRole('heading', { name: 'Choose a new password' });
  const fill = async (password: string, confirm: string) => {
    await user.type(screen.getByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm New Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  };
  return { user, fill, ...view };
}

describe('reset password screen', () => {
  it('needs eight characters and two matching entries', async () => {
    const api = mockApi({});
    const { user, fill } = await openReset();
    await fill('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await fill('longpassword', 'longpasswore');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the token and the password, then shows Password Reset Complete! and moves on after 3 seconds', async () => {
    // Fake clocks that still move with real time, so that the screen's own timer is a fake one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const api = mockApi({
      'POST /api/customer/reset-password': reply(200, {
        success: true,
        message: 'Your password has been reset.',
      }),
      'GET /api/user': signedOut,
    });
    const { fill, router } = await openReset('tok-9');
    await fill('longpassword', 'longpassword');
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete!' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/reset-password')[0]?.body).toEqual({
      token: 'tok-9',
      password: 'longpassword',
    });

    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS - 500));
    expect(router.state.location.pathname).toBe('/reset-password/tok-9');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/auth');
  });

  it.each([
    'Invalid or expired reset link. Please request a new one.',
    'Reset link Expired',
    'This link has expired',
  ])('shows Reset Link Expired for “%s”, with a way to ask for a new link', async (message) => {
    mockApi({ 'POST /api/customer/reset-password': reply(400, { success: false, message }) });
    const { user, fill } = await openReset();
    await fill('longpassword', 'longpassword');
    expect(await screen.findByRole('heading', { name: 'Reset Link Expired' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request New Reset Link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('shows another failure on the form: the server message, else Reset failed.', async () => {
    const api = mockApi({
      'POST /api/customer/reset-password': reply(400, {
        success: false,
        message: 'Password must be at most 256 characters long.',
      }),
    });
    const { user, fill } = await openReset();
    await fill('longpassword', 'longpassword');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at most 256 characters long.',
    );

    api.set('POST /api/customer/reset-password', () => new Response('', { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Reset failed.')).toBeInTheDocument();
  });
});
