import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import type { EmailView } from '@/features/admin/emails/api/email-schema';
import { adminShellRoutes, currentQuery } from '@/features/admin/testing/admin-routes';
import { mockApi, reply, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const transfer = (overrides: Partial<EmailView>): EmailView => ({
  id: 'C1',
  sender: 'Ticketmaster',
  senderEmail: 'transfers@ticketmaster.example',
  recipient: 'Ada',
  recipientEmail: 'ada@relay.example',
  subject: 'Your ticket transfer was cancelled',
  receivedAt: hoursAgo(3),
  snippet: 'The sender cancelled the transfer of 2 tickets.',
  processed: true,
  extractionStatus: 'success',
  cancelledTransfer: true,
  ...overrides,
});

function routes(list: ApiHandler): Record<string, ApiHandler> {
  return { ...adminShellRoutes(), 'GET /api/emails/cancelled-transfers': list };
}

async function openTransfers() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/cancelled-transfers');
  await screen.findByRole('heading', { level: 1, name: 'Cancelled Transfers' });
  return { user, ...view };
}

const subjects = () =>
  within(screen.getByRole('list', { name: 'Cancelled transfers' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('Cancelled Transfers', { timeout: 15_000 }, () => {
  it('reads every page, counts them and shows each with a Cancelled badge and relative time', async () => {
    const cursors: (string | null)[] = [];
    const api = mockApi(
      routes(() => {
        const cursor = currentQuery().get('cursor');
        cursors.push(cursor);
        return Response.json(
          cursor
            ? {
                success: true,
                items: [
                  transfer({
                    id: 'C2',
                    subject: 'Transfer reversed',
                    sender: 'AXS',
                    receivedAt: hoursAgo(50),
                  }),
                ],
                nextCursor: null,
              }
            : { success: true, items: [transfer({})], nextCursor: 'P2' },
        );
      }),
    );
    await openTransfers();
    expect(await screen.findByText('2 cancelled transfer notifications')).toBeInTheDocument();
    expect(cursors).toEqual([null, 'P2']);
    expect(api.callsTo('GET /api/emails/cancelled-transfers')).toHaveLength(2);
    const cards = within(screen.getByRole('list', { name: 'Cancelled transfers' })).getAllByRole('listitem');
    expect(within(cards[0]!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('To: ada@relay.example')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('2 days ago')).toBeInTheDocument();
  });

  it('marks a cancellation that hit a ticket already sold as needing attention', async () => {
    mockApi(
      routes(() =>
        Response.json({
          success: true,
          // Newest first: C3 is the newer (the helper's default time is read anew on each call).
          items: [
            transfer({ id: 'C3', soldTicketIds: ['E1~0'], receivedAt: hoursAgo(1) }),
            transfer({ id: 'C4', subject: 'Other' }),
          ],
          nextCursor: null,
        }),
      ),
    );
    await openTransfers();
    const cards = within(await screen.findByRole('list', { name: 'Cancelled transfers' })).getAllByRole(
      'listitem',
    );
    expect(within(cards[0]!).getByText('Sold — needs attention')).toBeInTheDocument();
    expect(
      within(cards[0]!).getByText(
        /One ticket of this transfer had already sold: the sale and its payout stand/,
      ),
    ).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Sold — needs attention')).not.toBeInTheDocument();
  });

  it('searches subject, sender and email, and sorts', async () => {
    mockApi(
      routes(
        reply(200, {
          success: true,
          items: [
            transfer({
              id: 'C1',
              subject: 'Zeta cancelled',
              sender: 'Ticketmaster',
              receivedAt: hoursAgo(1),
            }),
            transfer({
              id: 'C2',
              subject: 'Alpha cancelled',
              sender: 'AXS',
              senderEmail: 'help@axs.example',
              receivedAt: hoursAgo(5),
            }),
          ],
          nextCursor: null,
        }),
      ),
    );
    const { user } = await openTransfers();
    await screen.findByText('2 cancelled transfer notifications');
    expect(subjects()).toEqual(['Zeta cancelled', 'Alpha cancelled']);
    await user.selectOptions(screen.getByLabelText('Sort'), 'Oldest First');
    expect(subjects()).toEqual(['Alpha cancelled', 'Zeta cancelled']);
    await user.selectOptions(screen.getByLabelText('Sort'), 'Sender A-Z');
    expect(subjects()).toEqual(['Alpha cancelled', 'Zeta cancelled']);

    const search = screen.getByPlaceholderText('Search by subject, sender, or email...');
    await user.type(search, 'AXS.EXAMPLE');
    expect(subjects()).toEqual(['Alpha cancelled']);
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(screen.getByText('No cancelled transfers found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
  });

  it('says there are none yet', async () => {
    mockApi(routes(reply(200, { success: true, items: [], nextCursor: null })));
    await openTransfers();
    expect(await screen.findByText('No cancelled transfers')).toBeInTheDocument();
    expect(screen.getByText('Cancelled transfer notifications will appear here')).toBeInTheDocument();
    expect(screen.getByText('0 cancelled transfer notifications')).toBeInTheDocument();
  });
});
