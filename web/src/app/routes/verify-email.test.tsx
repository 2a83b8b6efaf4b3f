import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import { VERIFY_REDIRECT_MS } from '@/features/auth/components/verify-email-status';
import { mockApi, reply, sessionRoutes, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

describe('verify e-mail screen', () => {
  it('verifies the token once and goes to the dashboard after 2 seconds', async () => {
    // Fake clocks that still move with real time, so that the screen's own timer is a fake one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const ada = testUser();
    // The answer is held until the waiting state has been seen, which a fast answer would skip.
    let answer: (() => void) | undefined;
    const api = mockApi({
      ...sessionRoutes(ada),
      'GET /api/customer/verify/tok-123': () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(Response.json({ success: true, message: 'Your email address is verified.' }));
        }),
    });
    const { router } = renderRoutes(createRoutes, '/verify/tok-123');
    expect(await screen.findByRole('heading', { name: 'Verifying your email…' })).toBeInTheDocument();
    await vi.waitFor(() => expect(answer).toBeDefined());
    act(() => answer?.());
    expect(await screen.findByRole('heading', { name: 'Email verified!' })).toBeInTheDocument();
    expect(screen.getByText('Your email address is verified.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(VERIFY_REDIRECT_MS - 500));
    expect(router.state.location.pathname).toBe('/verify/tok-123');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/dashboard');
    expect(api.callsTo('GET /api/customer/verify/tok-123')).toHaveLength(1);
  });

  it('shows the server message, the expired-link hint, Register Again and Go to Home', async () => {
    mockApi({
      'GET /api/customer/verify/used': reply(400, {
        success: false,
        message: 'Invalid or expired verification link. Please request a new verification email.',
      }),
    });
    renderRoutes(createRoutes, '/verify/used');
    expect(
      await screen.findByText(
        'Invalid or expired verification link. Please request a new verification email.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/The verification link may be expired or invalid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Again' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('falls back to its own message when the server gives none', async () => {
    mockApi({ 'GET /api/customer/verify/abc': () => new Response('Bad Gateway', { status: 502 }) });
    renderRoutes(createRoutes, '/verify/abc');
    expect(await screen.findByText('Failed to verify email. Please try again.')).toBeInTheDocument();
  });
});
