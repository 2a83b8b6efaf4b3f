import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, reply, sessionRoutes, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const ada = testUser();
const base = `/api/customer/${ada.id}`;

const settings = {
  ticketSold: true,
  payoutSent: true,
  email: true,
  priceAlert: false,
  emailDigest: true,
  sms: false,
  push: true,
};

function notificationRoutes(notificationSettings: Record<string, boolean> | undefined = settings) {
  return {
    ...sessionRoutes(ada),
    [`GET ${base}`]: reply(200, { success: true, customer: { ...ada, notificationSettings } }),
  };
}

async function openNotifications() {
  const user = userEvent.setup();
  renderRoutes(createRoutes, '/account/settings?tab=notifications');
  await screen.findByRole('heading', { level: 2, name: 'Notifications' });
  await screen.findByRole('switch', { name: 'Ticket sold' });
  return user;
}

afterEach(() => {
  toast.dismiss();
});

describe('account settings, notifications', () => {
  it('shows the five preferences as labelled switches with the saved values', async () => {
    mockApi(notificationRoutes());
    await openNotifications();
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    expect(screen.getByRole('switch', { name: 'Ticket sold' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Price alerts' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email digest' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ticket sold' })).toHaveAccessibleDescription(
      'When one of your tickets sells.',
    );
  });

  it('uses the server defaults for preferences never saved', async () => {
    mockApi(notificationRoutes({}));
    await openNotifications();
    expect(screen.getByRole('switch', { name: 'Ticket sold' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Price alerts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email digest' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
  });

  it('toggles switches with the mouse and the keyboard and saves all five', async () => {
    const api = mockApi(notificationRoutes());
    api.set(`PUT ${base}/notification-settings`, ({ body }) =>
      Response.json({
        success: true,
        user: { ...ada, notificationSettings: { ...settings, ...(body as object) } },
      }),
    );
    const user = await openNotifications();

    await user.click(screen.getByRole('switch', { name: 'Price alerts' }));
    screen.getByRole('switch', { name: 'SMS notifications' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('switch', { name: 'Push notifications' }));
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(screen.getByText('Your notification settings have been updated.')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${base}/notification-settings`)[0]?.body).toEqual({
      ticketSold: true,
      priceAlert: true,
      emailDigest: true,
      sms: true,
      push: false,
    });
  });

  it('shows the server message when saving fails', async () => {
    const api = mockApi(notificationRoutes());
    api.set(
      `PUT ${base}/notification-settings`,
      reply(400, { success: false, message: 'Please choose on or off.' }),
    );
    const user = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Failed to save preferences')).toBeInTheDocument();
    expect(screen.getByText('Please choose on or off.')).toBeInTheDocument();
  });
});
