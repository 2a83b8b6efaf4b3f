import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { adminCustomer, customerId } from '@/features/admin/customers/testing/fixtures';
import { mockApi, reply, sessionRoutes, testUser, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

// A screen is a lazy chunk: its first visit waits for vite, which is slow on a busy machine.
const firstLoad = { timeout: 20_000 };

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });
const customerPath = `/api/admin/customers/${customerId}`;

function routes(overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    ...sessionRoutes(admin),
    [`GET ${customerPath}`]: reply(200, { success: true, customer: adminCustomer() }),
    'GET /api/admin/audit-log': reply(200, { success: true, items: [], nextCursor: null }),
    ...overrides,
  };
}

async function openActions() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, `/admin/customers?customer=${customerId}&tab=actions`);
  await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' }, firstLoad);
  return { user, ...view };
}

describe('customer actions', { timeout: 30_000 }, () => {
  it('Login as Customer only says Feature coming soon', async () => {
    const api = mockApi(routes());
    const { user } = await openActions();
    const before = api.calls.length;
    await user.click(screen.getByRole('button', { name: 'Login as Customer' }));
    expect(await screen.findByText('Feature coming soon')).toBeInTheDocument();
    expect(api.calls).toHaveLength(before);
  });

  it('sends a password reset link', async () => {
    const api = mockApi(
      routes({
        [`POST ${customerPath}/reset-password`]: reply(200, {
          success: true,
          message: 'Password reset email sent',
        }),
      }),
    );
    const { user } = await openActions();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset email sent')).toBeInTheDocument();
    expect(api.callsTo(`POST ${customerPath}/reset-password`)[0]?.body).toEqual({ sendEmail: true });
  });

  it('says Failed to send reset email when the server refuses', async () => {
    mockApi(
      routes({
        [`POST ${customerPath}/reset-password`]: reply(502, {
          success: false,
          message: 'The email service did not accept the message.',
        }),
      }),
    );
    const { user } = await openActions();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
    expect(screen.getByText('The email service did not accept the message.')).toBeInTheDocument();
  });

  it('sets a password directly: 8 characters, matching, else Error / Passwords don’t match', async () => {
    const api = mockApi(
      routes({
        [`POST ${customerPath}/change-password`]: reply(200, { success: true, message: 'Password updated' }),
      }),
    );
    const { user } = await openActions();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password Directly' });
    expect(dialog).toHaveTextContent('must choose a new password at their next sign-in');

    await user.type(within(dialog).getByLabelText('New Password'), 'short');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findAllByText('Password must be at least 8 characters')).toHaveLength(2);

    await user.clear(within(dialog).getByLabelText('New Password'));
    await user.clear(within(dialog).getByLabelText('Confirm Password'));
    await user.type(within(dialog).getByLabelText('New Password'), 'Temporary-1234');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Temporary-9999');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText("Passwords don't match").length).toBeGreaterThan(0);
    expect(api.callsTo(`POST ${customerPath}/change-password`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Confirm Password'));
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Temporary-1234');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(api.callsTo(`POST ${customerPath}/change-password`)[0]?.body).toEqual({
      newPassword: 'Temporary-1234',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says Failed to change password with the server message', async () => {
    mockApi(
      routes({
        [`POST ${customerPath}/change-password`]: reply(400, {
          success: false,
          message: 'Please choose a password of at least 8 characters.',
        }),
      }),
    );
    const { user } = await openActions();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password Directly' });
    await user.type(within(dialog).getByLabelText('New Password'), 'Temporary-1234');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Temporary-1234');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });

  it('suspends only after the confirmation, then offers Reactivate', async () => {
    const api = mockApi(routes());
    api.set(`PATCH ${customerPath}`, ({ body }) =>
      Response.json({ success: true, customer: adminCustomer(body as object) }),
    );
    const { user } = await openActions();
    await user.click(screen.getByRole('button', { name: 'Suspend Account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Suspend Account' });
    expect(confirm).toHaveTextContent('Are you sure you want to suspend this account?');

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`PATCH ${customerPath}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Suspend Account' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Suspend Account' })).getByRole('button', {
        name: 'Suspend',
      }),
    );
    expect(await screen.findByText('Customer updated successfully')).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${customerPath}`)[0]?.body).toEqual({ isActive: false });
    expect(await screen.findByRole('button', { name: 'Reactivate Account' })).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });
});
