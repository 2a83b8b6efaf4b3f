import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import { PASSWORD_SUCCESS_MS } from '@/features/account/components/change-password-form';
import { mockApi, networkDown, reply, sessionRoutes, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const ada = testUser();

async function openSecurity() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/account/settings?tab=security');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [label, value] of [
      ['Current Password', current],
      ['New Password', next],
      ['Confirm New Password', confirm],
    ] as const) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    }
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
  };
  return { user, fill, ...view };
}

describe('account settings, security tab', () => {
  it('shows the account in the sidebar', async () => {
    mockApi(sessionRoutes(ada));
    await openSecurity();
    const sidebar = screen.getByRole('complementary');
    expect(sidebar).toHaveTextContent('AL');
    expect(sidebar).toHaveTextContent('Ada Lovelace');
    expect(sidebar).toHaveTextContent('ada@example.com');
    expect(within(sidebar).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  });

  it('checks the three fields in the spec’s order before asking for confirmation', async () => {
    const api = mockApi(sessionRoutes(ada));
    const { fill } = await openSecurity();

    await fill('old password', 'new password', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all password fields.');
    await fill('old password', 'new password', 'new passwore');
    expect(screen.getByRole('alert')).toHaveTextContent('New password and confirmation do not match.');
    await fill('old password', 'short', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent('New password must be at least 8 characters long.');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/change-password')).toHaveLength(0);
  });

  it('asks for confirmation, changes the password and shows the success banner for 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const api = mockApi({
      ...sessionRoutes(ada),
      'POST /api/customer/change-password': reply(200, {
        success: true,
        message: 'Password updated',
        user: ada,
      }),
    });
    const { user, fill } = await openSecurity();
    await fill('old password', 'new password', 'new password');

    const confirm = await screen.findByRole('alertdialog', { name: 'Change your password?' });
    await user.click(within(confirm).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/change-password')[0]?.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');

    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_SUCCESS_MS - 500));
    expect(screen.getByText('Password updated')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText('Password updated')).not.toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = mockApi(sessionRoutes(ada));
    const { user, fill } = await openSecurity();
    await fill('old password', 'new password', 'new password');
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/change-password')).toHaveLength(0);
  });

  it.each([
    [
      'the server message',
      reply(401, { success: false, message: 'Your current password is incorrect.' }),
      'Your current password is incorrect.',
    ],
    ['Failed to update password.', () => new Response('', { status: 500 }), 'Failed to update password.'],
    ['the connection message', networkDown, 'Failed to connect to server. Please try again.'],
  ])('shows %s when the change fails', async (_case, handler, text) => {
    mockApi({ ...sessionRoutes(ada), 'POST /api/customer/change-password': handler });
    const { user, fill } = await openSecurity();
    await fill('old password', 'new password', 'new password');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change Password' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
