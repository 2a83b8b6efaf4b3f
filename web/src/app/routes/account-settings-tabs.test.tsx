import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, payoutsReply, reply, sessionRoutes, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const ada = testUser();
const base = `/api/customer/${ada.id}`;

const routes = (user = ada) => ({
  ...sessionRoutes(user),
  [`GET ${base}/payment-methods`]: reply(200, { success: true, paymentMethods: [] }),
  [`GET ${base}/listings`]: reply(200, { success: true, listings: [] }),
  [`GET ${base}/payouts`]: payoutsReply(),
});

async function open(path: string) {
  const view = renderRoutes(createRoutes, path);
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return view;
}

const sidebarLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name });

describe('account settings tabs', () => {
  it('lists the profile, the settings and its five tabs in the sidebar', async () => {
    mockApi(routes());
    await open('/account/settings?tab=legal');
    expect(sidebarLink('Profile')).toHaveAttribute('href', '/account/profile');
    expect(sidebarLink('Settings')).toHaveAttribute('href', '/account/settings');
    for (const [name, tab] of [
      ['Payment Portal', 'portal'],
      ['Security', 'security'],
      ['Notifications', 'notifications'],
      ['Support & Feedback', 'support'],
      ['Legal', 'legal'],
    ] as const) {
      expect(sidebarLink(name)).toHaveAttribute('href', `/account/settings?tab=${tab}`);
    }
    expect(sidebarLink('Legal')).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['without a tab', '/account/settings'],
    ['with an unknown tab', '/account/settings?tab=billing'],
  ])('opens the Payment Portal %s', async (_case, path) => {
    mockApi(routes());
    await open(path);
    expect(await screen.findByRole('heading', { level: 2, name: 'Payout Methods' })).toBeInTheDocument();
    expect(sidebarLink('Payment Portal')).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['security', 'Security'],
    ['notifications', 'Notifications'],
    ['support', 'Contact Support'],
    ['legal', 'Terms and Conditions'],
  ])('opens ?tab=%s on its own section', async (tab, heading) => {
    mockApi(routes());
    await open(`/account/settings?tab=${tab}`);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Payout Methods' })).not.toBeInTheDocument();
  });

  it('changes the address when another tab is chosen in the sidebar', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    const { router } = await open('/account/settings?tab=portal');

    await user.click(sidebarLink('Notifications'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/settings');
    expect(router.state.location.search).toBe('?tab=notifications');
    expect(sidebarLink('Notifications')).toHaveAttribute('aria-current', 'page');
    expect(sidebarLink('Payment Portal')).not.toHaveAttribute('aria-current');

    await user.click(sidebarLink('Support & Feedback'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Send Feedback' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=support');
  });

  it('keeps an account that must replace its password on the Security tab', async () => {
    mockApi(routes(testUser({ mustChangePassword: true })));
    await open('/account/settings?tab=portal');
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a new password to continue.');
    expect(screen.getByRole('heading', { level: 2, name: 'Security' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Payout Methods' })).not.toBeInTheDocument();
  });
});
