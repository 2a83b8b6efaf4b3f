import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import { adminShellRoutes, currentQuery } from '@/features/admin/testing/admin-routes';
import { mockApi, reply, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

// A screen is a lazy chunk: its first visit waits for vite, which is slow on a busy machine.
const firstLoad = { timeout: 20_000 };

const payout = (listingId: string, overrides: Record<string, unknown> = {}) => ({
  listingId,
  customerId: '01JCUSTOMER0000000000000042',
  customerEmail: 'seller@example.com',
  eventName: 'Harbour Lights Festival',
  salePriceCents: 10_000,
  commissionCents: 1_500,
  amountCents: 8_500,
  status: 'pending',
  payoutMethodLabel: 'PayPal · s***@example.com',
  createdAt: '2026-11-20T12:00:00.000Z',
  sentAt: null,
  paidAt: null,
  ...overrides,
});

const page = (
  payouts: unknown[],
  nextCursor: string | null = null,
  totals = { count: 2, amountCents: 12_750 },
) => ({
  success: true,
  payouts,
  nextCursor,
  totals,
});

function routes(list: ApiHandler, extra: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return { ...adminShellRoutes(), 'GET /api/admin/payouts': list, ...extra };
}

async function openPage() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/payouts');
  await screen.findByRole('heading', { level: 1, name: 'Payouts' }, firstLoad);
  return { user, ...view };
}

describe('admin payouts', { timeout: 30_000 }, () => {
  it('shows the payouts with their figures, the totals and a sidebar link', async () => {
    mockApi(
      routes(
        reply(
          200,
          page([
            payout('l-1'),
            payout('l-2', {
              eventName: 'Jazz Night',
              salePriceCents: 5_000,
              commissionCents: 750,
              amountCents: 4_250,
              status: 'sent',
              payoutMethodLabel: null,
              sentAt: '2026-11-21T12:00:00.000Z',
            }),
          ]),
        ),
      ),
    );
    await openPage();
    expect(document.title).toBe('Payouts · Ticket Relay');
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/admin/payouts');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'Seller',
      'Event',
      'Sale Price',
      'Commission',
      'Payout',
      'Method',
      'Status',
      'Created',
      'Sent',
      'Paid',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    for (const text of [
      'seller@example.com',
      'Harbour Lights Festival',
      '$100.00',
      '$15.00',
      '$85.00',
      'Pending',
    ]) {
      expect(first).toHaveTextContent(text);
    }
    expect(first).toHaveTextContent('PayPal · s***@example.com');
    expect(second).toHaveTextContent('Jazz Night');
    expect(second).toHaveTextContent('No payout method');
    expect(second).toHaveTextContent('Sent');
    expect(second).toHaveTextContent('Nov 21, 2026');
    expect(screen.getByText(/2 payouts/).closest('p')).toHaveTextContent('2 payouts totalling $127.50');
    expect(screen.getByRole('button', { name: 'Mark sent' })).toBeDisabled();
  });

  it('filters by status and dates, and the CSV link follows the filters', async () => {
    const api = mockApi(
      routes(() => Response.json(page([payout('l-1')], null, { count: 1, amountCents: 8_500 }))),
    );
    const { user } = await openPage();
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payouts/export',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() => expect(currentQuery().get('status')).toBe('paid'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() => {
      const query = currentQuery();
      expect([query.get('status'), query.get('from'), query.get('to')]).toEqual([
        'paid',
        '2026-11-01',
        '2026-11-30',
      ]);
    });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payouts/export?status=paid&from=2026-11-01&to=2026-11-30',
    );
    expect(api.callsTo('GET /api/admin/payouts').length).toBeGreaterThanOrEqual(3);

    // A range that ends before it starts is explained, not asked for.
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The from date must be on or before the to date.',
    );
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.includes('to=2026-10-01'))).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('marks the selected payouts sent and explains the skipped ones', async () => {
    const api = mockApi(
      routes(reply(200, page([payout('l-1'), payout('l-2', { eventName: 'Jazz Night', status: 'paid' })])), {
        'POST /api/admin/payouts/status': reply(200, {
          success: true,
          updated: ['l-1'],
          skipped: [
            { listingId: 'l-2', reason: 'This payout is already paid, so it cannot be marked sent.' },
          ],
        }),
      }),
    );
    const { user } = await openPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select all payouts' }));
    expect(screen.getByText(/selected/)).toHaveTextContent('2 selected');
    await user.click(screen.getByRole('button', { name: 'Mark sent' }));

    expect(await screen.findByText('Marked 1 payout as sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        '1 payout skipped. Jazz Night: This payout is already paid, so it cannot be marked sent.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/payouts/status')[0]?.body).toEqual({
      listingIds: ['l-1', 'l-2'],
      status: 'sent',
    });
    // The list is read again and the selection cleared.
    await waitFor(() => expect(api.callsTo('GET /api/admin/payouts')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
  });

  it('marks one chosen payout paid', async () => {
    const api = mockApi(
      routes(reply(200, page([payout('l-1'), payout('l-2', { eventName: 'Jazz Night', status: 'sent' })])), {
        'POST /api/admin/payouts/status': reply(200, { success: true, updated: ['l-2'], skipped: [] }),
      }),
    );
    const { user } = await openPage();
    await screen.findByRole('table');
    await user.click(
      screen.getByRole('checkbox', { name: 'Select the payout for Jazz Night to seller@example.com' }),
    );
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Marked 1 payout as paid')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/payouts/status')[0]?.body).toEqual({
      listingIds: ['l-2'],
      status: 'paid',
    });
  });

  it('loads more pages with the cursor', async () => {
    const api = mockApi(
      routes(() =>
        currentQuery().get('cursor') === 'page2'
          ? Response.json(page([payout('l-2', { eventName: 'Jazz Night' })]))
          : Response.json(page([payout('l-1')], 'page2')),
      ),
    );
    const { user } = await openPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Jazz Night')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/payouts')).toHaveLength(2);
  });

  it('says No payouts yet', async () => {
    mockApi(routes(reply(200, page([], null, { count: 0, amountCents: 0 }))));
    await openPage();
    expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
  });

  it('shows the server message when the list cannot be read', async () => {
    mockApi(
      routes(
        reply(400, {
          success: false,
          message: 'Please check from: The from date is not a real calendar date.',
        }),
      ),
    );
    await openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The from date is not a real calendar date.');
  });
});
