import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { openSettings, settingsRoutes } from '@/features/admin/settings/testing/settings-routes';
import { mockApi } from '@/test/mock-api';

const selectedTab = (name: string) => screen.findByRole('tab', { name, selected: true });

describe('admin settings tabs', { timeout: 15_000 }, () => {
  it('opens Account when neither the address nor a remembered tab names one', async () => {
    mockApi(settingsRoutes());
    await openSettings();
    expect(await selectedTab('Account')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Account',
      'Gmail',
      'Extraction',
      'Data management',
      'ML Fields',
    ]);
  });

  it('opens the tab named by ?tab=, ahead of the remembered one', async () => {
    window.localStorage.setItem('adminSettingsTab', 'extraction');
    mockApi(settingsRoutes());
    await openSettings('/admin/settings?tab=ml-fields');
    expect(await selectedTab('ML Fields')).toBeInTheDocument();
  });

  it('opens the remembered tab when ?tab= is missing or not a tab', async () => {
    window.localStorage.setItem('adminSettingsTab', 'database');
    mockApi(settingsRoutes());
    await openSettings('/admin/settings?tab=billing');
    expect(await selectedTab('Data management')).toBeInTheDocument();
  });

  it('puts the chosen tab in the address and remembers it', async () => {
    mockApi(settingsRoutes());
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('tab', { name: 'Gmail' }));
    expect(await selectedTab('Gmail')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=gmail');
    expect(window.localStorage.getItem('adminSettingsTab')).toBe('gmail');
  });
});

describe('admin settings: account', { timeout: 15_000 }, () => {
  it("shows the signed-in admin's profile read-only, without buttons that would not save", async () => {
    mockApi(settingsRoutes());
    await openSettings('/admin/settings?tab=account');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('ops@example.com');
    expect(email).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(within(screen.getByRole('tabpanel')).getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByText(/cannot be edited here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
