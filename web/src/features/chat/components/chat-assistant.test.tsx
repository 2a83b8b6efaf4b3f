import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, reply } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const healthy = { 'GET /api/health': reply(200, { success: true, status: 'ok' }) };

async function openSupport() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/support');
  await screen.findByRole('heading', { level: 1, name: 'Support Center' });
  return { user, ...view };
}

describe('chat assistant', () => {
  it('answers keyword questions with the product’s figures, and keeps the talk when minimized', async () => {
    mockApi(healthy);
    const { user } = await openSupport();
    await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    const panel = await screen.findByRole('region', { name: 'Chat assistant' });

    await user.type(
      within(panel).getByRole('textbox', { name: 'Your question' }),
      'What is your commission?',
    );
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(within(panel).getByText(/we keep 15 % and you keep 85 % of the sale price/)).toBeInTheDocument();

    await user.type(
      within(panel).getByRole('textbox', { name: 'Your question' }),
      'when do I get paid{Enter}',
    );
    expect(
      within(panel).getByText(/paid to your default payout method 1-2 business days after the sale/),
    ).toBeInTheDocument();

    await user.type(within(panel).getByRole('textbox', { name: 'Your question' }), 'quantum physics{Enter}');
    expect(within(panel).getByText(/I can help with forwarding tickets/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Minimize chat' }));
    expect(screen.queryByRole('region', { name: 'Chat assistant' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    expect(
      within(screen.getByRole('region', { name: 'Chat assistant' })).getByText(/we keep 15 %/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    expect(
      within(await screen.findByRole('region', { name: 'Chat assistant' })).queryByText(/we keep 15 %/),
    ).not.toBeInTheDocument();
  });

  it('opens on the 7-step guided tour after registration and forgets the request once finished', async () => {
    window.localStorage.setItem('showChatGuide', 'true');
    mockApi(healthy);
    const { user } = await openSupport();
    const tour = await screen.findByRole('group', { name: 'Guided tour' });
    const titles: string[] = [];
    for (let step = 1; step <= 7; step += 1) {
      expect(within(tour).getByText(`Step ${step} of 7`)).toBeInTheDocument();
      titles.push(within(tour).getByRole('heading', { level: 3 }).textContent ?? '');
      if (step < 7) await user.click(within(tour).getByRole('button', { name: 'Next' }));
    }
    expect(titles).toEqual([
      'Your dashboard',
      'Your transfer email',
      'Pending Review',
      'Live Listings',
      'Sold Tickets',
      'Tips',
      'You are ready',
    ]);
    await user.click(within(tour).getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('group', { name: 'Guided tour' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('showChatGuide')).toBeNull();
  });

  it('is not shown in the admin console', async () => {
    mockApi({ 'GET /api/user': reply(401, { success: false, message: 'Please sign in to continue.' }) });
    renderRoutes(createRoutes, '/admin/auth');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Open chat assistant' })).not.toBeInTheDocument();
  });
});
