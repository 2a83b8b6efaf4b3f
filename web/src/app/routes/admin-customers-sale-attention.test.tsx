import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { adminCustomer, adminListing, customerId } from '@/features/admin/customers/testing/fixtures';
import { mockApi, reply, sessionRoutes, testUser, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

// A screen is a lazy chunk: its first visit waits for vite, which is slow on a busy machine.
const firstLoad = { timeout: 20_000 };

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });
const customerPath = `/api/admin/customers/${customerId}`;
const attention = {
  reason: 'transfer_cancelled_after_sale',
  at: '2026-06-02T12:00:00.000Z',
  emailId: 'E1',
};
const flagged = adminListing({
  id: 'l4',
  status: 'sold',
  eventName: 'Adele',
  soldPrice: 31_000,
  saleAttention: attention,
});
const quiet = adminListing({ id: 'l5', status: 'sold', eventName: 'Oasis', soldPrice: 12_000 });

function routes(overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    ...sessionRoutes(admin),
    [`GET ${customerPath}`]: reply(200, { success: true, customer: adminCustomer() }),
    'GET /api/admin/audit-log': reply(200, { success: true, items: [], nextCursor: null }),
    [`GET ${customerPath}/tickets`]: reply(200, { success: true, items: [flagged, quiet] }),
    ...overrides,
  };
}

async function openTickets() {
  const user = userEvent.setup();
  renderRoutes(createRoutes, `/admin/customers?customer=${customerId}&tab=tickets`);
  await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' }, firstLoad);
  await screen.findByRole('region', { name: 'Customer tickets' });
  return user;
}

afterEach(() => {
  toast.dismiss();
});

describe('customer tickets: a sale that needs attention', { timeout: 30_000 }, () => {
  it('shows the warning on the flagged sold ticket only', async () => {
    mockApi(routes());
    await openTickets();
    const card = screen.getByRole('article', { name: 'Adele' });
    expect(within(card).getByText('Needs attention: transfer cancelled after sale')).toBeInTheDocument();
    expect(within(card).getByText(/The sale and its payout were kept\./)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark resolved: Adele' })).toBeEnabled();
    const other = screen.getByRole('article', { name: 'Oasis' });
    expect(within(other).queryByText(/Needs attention/)).not.toBeInTheDocument();
  });

  it('marks it resolved, then the warning is gone', async () => {
    const api = mockApi(routes());
    api.set('POST /api/admin/tickets/l4/resolve-attention', () => {
      const resolved = {
        ...flagged,
        saleAttention: { ...attention, resolvedAt: '2026-06-03T09:00:00.000Z', resolvedBy: admin.id },
      };
      api.set(`GET ${customerPath}/tickets`, reply(200, { success: true, items: [resolved, quiet] }));
      return Response.json({ success: true, ticket: resolved });
    });
    const user = await openTickets();
    await user.click(screen.getByRole('button', { name: 'Mark resolved: Adele' }));

    expect(await screen.findByText('Marked as resolved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/tickets/l4/resolve-attention')).toHaveLength(1);
    const card = screen.getByRole('article', { name: 'Adele' });
    await expect.poll(() => within(card).queryByText(/Needs attention/)).toBeNull();
  });

  it('shows the server message when there is nothing to resolve', async () => {
    const api = mockApi(routes());
    api.set(
      'POST /api/admin/tickets/l4/resolve-attention',
      reply(409, { success: false, message: 'This ticket has nothing waiting for attention.' }),
    );
    const user = await openTickets();
    await user.click(screen.getByRole('button', { name: 'Mark resolved: Adele' }));
    expect(await screen.findByText('This ticket has nothing waiting for attention.')).toBeInTheDocument();
  });
});
