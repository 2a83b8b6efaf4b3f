import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  integrationStatusBody,
  openSettings,
  settingsRoutes,
} from '@/features/admin/settings/testing/settings-routes';
import { mockApi, reply } from '@/test/mock-api';

const openData = () => openSettings('/admin/settings?tab=database');

const emptyStore = {
  ...integrationStatusBody,
  database: { status: 'Connected', entriesCount: 0, emails: 0, tickets: 0, storageUsed: 0 },
};

describe('admin settings: data management', { timeout: 15_000 }, () => {
  it('shows the live storage figures', async () => {
    mockApi(settingsRoutes());
    await openData();
    const figures = within(await screen.findByRole('tabpanel'));
    expect(await figures.findByText('382')).toBeInTheDocument();
    expect(figures.getByText('Emails')).toBeInTheDocument();
    expect(figures.getByText('219')).toBeInTheDocument();
    expect(figures.getByText('Tickets')).toBeInTheDocument();
    expect(figures.getByText('12.3 MB')).toBeInTheDocument();
    expect(figures.getByText('Storage used')).toBeInTheDocument();
  });

  it('downloads tickets as CSV and emails as JSON', async () => {
    mockApi(settingsRoutes());
    await openData();
    const tickets = await screen.findByRole('link', { name: 'Export tickets (CSV)' });
    expect(tickets).toHaveAttribute('href', '/api/tickets/export');
    expect(tickets).toHaveAttribute('download');
    const emails = screen.getByRole('link', { name: 'Export emails (JSON)' });
    expect(emails).toHaveAttribute('href', '/api/emails/export');
    expect(emails).toHaveAttribute('download');
  });

  it('clears tickets only after a confirmation, then refreshes the figures', async () => {
    const api = mockApi(settingsRoutes());
    api.set('DELETE /api/tickets', () => {
      api.set(
        'GET /api/integrations/status',
        reply(200, { ...integrationStatusBody, database: { ...emptyStore.database, emails: 382 } }),
      );
      return Response.json({ success: true, message: 'Tickets cleared', removed: 219 });
    });
    const { user } = await openData();
    await user.click(await screen.findByRole('button', { name: 'Clear tickets' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear all tickets?' });
    expect(within(dialog).getByText(/The original emails are kept/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/tickets')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear tickets' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear tickets' }),
    );
    expect(await screen.findByText('Tickets cleared')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/tickets')).toHaveLength(1);
    // The tickets figure is re-read from the server.
    expect(await within(screen.getByRole('tabpanel')).findByText('0')).toBeInTheDocument();
  });

  it('clears all data after a confirmation', async () => {
    const api = mockApi(
      settingsRoutes({ 'DELETE /api/data': reply(200, { success: true, message: 'All data cleared' }) }),
    );
    const { user } = await openData();
    await user.click(await screen.findByRole('button', { name: 'Clear all data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear all data?' });
    expect(within(dialog).getByText(/emails, tickets and ML performance stats/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear all data' }));
    expect(await screen.findByText('All data cleared')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/data')).toHaveLength(1);
    expect(api.callsTo('DELETE /api/tickets')).toHaveLength(0);
  });

  it('says Failed to clear tickets and Failed to clear data when the server refuses', async () => {
    const refused = reply(503, { success: false, message: 'The store is busy. Please try again.' });
    mockApi(settingsRoutes({ 'DELETE /api/tickets': refused, 'DELETE /api/data': refused }));
    const { user } = await openData();
    await user.click(await screen.findByRole('button', { name: 'Clear tickets' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear tickets' }),
    );
    expect(await screen.findByText('Failed to clear tickets')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all data' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear all data' }),
    );
    expect(await screen.findByText('Failed to clear data')).toBeInTheDocument();
  });
});
