import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, payoutsReply, reply, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

// DESIGN §6.15: a password an admin set is temporary; the customer replaces it before anything else.

describe('a temporary password set by an admin', () => {
  it(
    'sends the customer to the Security tab until a new password is chosen, then lets them go on',
    { timeout: 40_000 },
    async () => {
      let current = testUser({ mustChangePassword: true });
      const api = mockApi({
        'GET /api/user': () => Response.json({ success: true, user: current }),
        [`GET /api/customer/${current.id}`]: () => Response.json({ success: true, customer: current }),
        [`GET /api/customer/${current.id}/payment-methods`]: reply(200, {
          success: true,
          paymentMethods: [],
        }),
        [`GET /api/customer/${current.id}/listings`]: reply(200, { success: true, listings: [] }),
        [`GET /api/customer/${current.id}/payouts`]: payoutsReply(),
        'POST /api/customer/change-password': () => {
          current = { ...current, mustChangePassword: false };
          return Response.json({ success: true, message: 'Password updated', user: current });
        },
      });
      const user = userEvent.setup();
      const { router } = renderRoutes(createRoutes, '/customer/dashboard');

      const notice = await screen.findByRole('alert', {}, { timeout: 20_000 });
      expect(within(notice).getByText('Your password was reset by an administrator.')).toBeInTheDocument();
      expect(within(notice).getByText('Please choose a new password to continue.')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account/settings');
      expect(router.state.location.search).toBe('?tab=security');

      await user.type(screen.getByLabelText('Current Password'), 'Temporary-1234');
      await user.type(screen.getByLabelText('New Password'), 'My-own-password');
      await user.type(screen.getByLabelText('Confirm New Password'), 'My-own-password');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Change your password?' });
      await user.click(within(confirm).getByRole('button', { name: 'Change Password' }));

      expect(await screen.findByText('Password updated')).toBeInTheDocument();
      expect(api.callsTo('POST /api/customer/change-password')[0]?.body).toEqual({
        currentPassword: 'Temporary-1234',
        newPassword: 'My-own-password',
      });
      // The user is read again: the flag is gone, and so are the notice and the redirect.
      await waitFor(() => expect(screen.queryByText(/reset by an administrator/)).not.toBeInTheDocument());
      await router.navigate('/customer/dashboard');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' }, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/customer/dashboard');
    },
  );
});
