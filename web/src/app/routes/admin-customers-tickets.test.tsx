import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import {
  adminCustomer,
  adminListing,
  customerId,
  paymentMethod,
} from '@/features/admin/customers/testing/fixtures';
import { mockApi, reply, sessionRoutes, testUser, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

// A screen is a lazy chunk: its first visit waits for vite, which is slow on a busy machine.
const firstLoad = { timeout: 20_000 };

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });
const customerPath = `/api/admin/customers/${customerId}`;

const listings = [
  adminListing({ id: 'l1', status: 'pending', eventName: 'Hamilton' }),
  adminListing({ id: 'l2', status: 'review', eventName: 'Wicked' }),
  adminListing({ id: 'l3', status: 'listed', eventName: 'Coldplay' }),
  adminListing({ id: 'l4', status: 'sold', eventName: 'Adele', soldPrice: 31000 }),
  adminListing({ id: 'l5', status: 'completed', eventName: 'Taylor Swift' }),
  adminListing({ id: 'l6', status: 'cancelled', eventName: 'Oasis' }),
];

function routes(overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    ...sessionRoutes(admin),
    [`GET ${customerPath}`]: reply(200, { success: true, customer: adminCustomer() }),
    'GET /api/admin/audit-log': reply(200, { success: true, items: [], nextCursor: null }),
    [`GET ${customerPath}/tickets`]: reply(200, { success: true, items: listings }),
    [`GET ${customerPath}/payment-methods`]: reply(200, { success: true, items: [paymentMethod()] }),
    ...overrides,
  };
}

async function openTab(tab: 'tickets' | 'payments') {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, `/admin/customers?customer=${customerId}&tab=${tab}`);
  await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' }, firstLoad);
  return { user, ...view };
}

const group = (name: RegExp) => screen.getByRole('region', { name });

describe('customer tickets', { timeout: 30_000 }, () => {
  it('groups the tickets with counts and shows prices in dollars', async () => {
    mockApi(routes());
    await openTab('tickets');
    await screen.findByRole('region', { name: 'Customer tickets' });

    expect(group(/^Pending Review 2/)).toBeInTheDocument();
    expect(group(/^Live Listings 1/)).toBeInTheDocument();
    expect(group(/^Sold Tickets 2/)).toBeInTheDocument();
    expect(group(/^Other 1/)).toBeInTheDocument();
    expect(within(group(/^Other/)).getByText('Cancelled')).toHaveClass('text-destructive');

    const card = screen.getByRole('article', { name: 'Adele' });
    expect(within(card).getByText('Richard Rodgers Theatre')).toBeInTheDocument();
    expect(within(card).getByText('Sat, Jun 20, 2026, 8:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('Orchestra')).toBeInTheDocument();
    expect(within(card).getByText('7, 8 (2 tickets)')).toBeInTheDocument();
    expect(within(card).getByText('$250.50')).toBeInTheDocument();
    expect(within(card).getByText('$200.00')).toBeInTheDocument();
    expect(within(card).getByText('$310.00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Adele' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Adele' })).toBeInTheDocument();
  });

  it('says No tickets found when the customer has none', async () => {
    mockApi(routes({ [`GET ${customerPath}/tickets`]: reply(200, { success: true, items: [] }) }));
    await openTab('tickets');
    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
  });

  it('says Failed to fetch customer tickets', async () => {
    mockApi(routes({ [`GET ${customerPath}/tickets`]: reply(500, { success: false, message: 'Boom' }) }));
    await openTab('tickets');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch customer tickets');
  });

  it('adds a ticket: required fields first, then dollars sent as cents', async () => {
    const api = mockApi(
      routes({
        [`POST ${customerPath}/tickets`]: reply(201, {
          success: true,
          message: 'Ticket added successfully',
          ticket: adminListing(),
        }),
      }),
    );
    const { user } = await openTab('tickets');
    await user.click(await screen.findByRole('button', { name: 'Add Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Ticket' });
    expect(within(dialog).getByLabelText('Status')).toHaveValue('pending');

    await user.click(within(dialog).getByRole('button', { name: 'Add Ticket' }));
    expect(await within(dialog).findByText('Event name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Seats are required')).toBeInTheDocument();
    expect(api.callsTo(`POST ${customerPath}/tickets`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Event Name'), 'Hamilton');
    await user.type(within(dialog).getByLabelText('Venue'), 'Richard Rodgers Theatre');
    await user.type(within(dialog).getByLabelText('Event Date'), '2026-06-20T20:00');
    await user.type(within(dialog).getByLabelText('Section'), 'Orchestra');
    await user.type(within(dialog).getByLabelText('Row'), 'K');
    await user.type(within(dialog).getByLabelText('Seats'), '7, 8');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add Ticket' }));
    expect(await within(dialog).findByText('Quantity must be at least 1')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '2');
    await user.type(within(dialog).getByLabelText('Listed Price ($)'), '250.50');
    await user.type(within(dialog).getByLabelText('Floor Price ($)'), '199.99');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'listed');
    await user.click(within(dialog).getByRole('button', { name: 'Add Ticket' }));

    expect(await screen.findByText('Ticket added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST ${customerPath}/tickets`)[0]?.body).toEqual({
      eventName: 'Hamilton',
      venue: 'Richard Rodgers Theatre',
      eventDate: '2026-06-20T20:00:00',
      section: 'Orchestra',
      row: 'K',
      seats: '7, 8',
      quantity: 2,
      status: 'listed',
      listedPrice: 25050,
      floorPrice: 19999,
      soldPrice: null,
    });
  });

  it('edits a ticket: its cents shown as dollars, changes sent with PUT, an emptied price cleared', async () => {
    const api = mockApi(
      routes({
        'PUT /api/admin/tickets/l4': reply(200, { success: true, ticket: adminListing() }),
      }),
    );
    const { user } = await openTab('tickets');
    await user.click(await screen.findByRole('button', { name: 'Edit Adele' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ticket' });
    expect(within(dialog).getByLabelText('Listed Price ($)')).toHaveValue(250.5);
    expect(within(dialog).getByLabelText('Sold Price ($)')).toHaveValue(310);
    expect(within(dialog).getByLabelText('Event Date')).toHaveValue('2026-06-20T20:00');

    const sold = within(dialog).getByLabelText('Sold Price ($)');
    await user.clear(sold);
    await user.type(sold, '325.10');
    await user.clear(within(dialog).getByLabelText('Floor Price ($)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Ticket updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/tickets/l4')[0]?.body).toMatchObject({
      status: 'sold',
      quantity: 2,
      listedPrice: 25050,
      floorPrice: null,
      soldPrice: 32510,
    });
  });

  it('says Failed to update ticket with the server message', async () => {
    mockApi(
      routes({
        'PUT /api/admin/tickets/l1': reply(409, { success: false, message: 'This ticket was sold already.' }),
      }),
    );
    const { user } = await openTab('tickets');
    await user.click(await screen.findByRole('button', { name: 'Edit Hamilton' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ticket' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update ticket')).toBeInTheDocument();
    expect(screen.getByText('This ticket was sold already.')).toBeInTheDocument();
  });

  it('deletes a ticket after confirmation', async () => {
    const api = mockApi(
      routes({
        'DELETE /api/admin/tickets/l3': reply(200, { success: true, message: 'Ticket deleted successfully' }),
      }),
    );
    const { user } = await openTab('tickets');
    await user.click(await screen.findByRole('button', { name: 'Delete Coldplay' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this ticket?' });
    expect(api.callsTo('DELETE /api/admin/tickets/l3')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete Ticket' }));
    expect(await screen.findByText('Ticket deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/tickets/l3')).toHaveLength(1);
  });
});

describe('customer payout methods', { timeout: 30_000 }, () => {
  it('shows type, last four digits, Default and Active badges', async () => {
    mockApi(
      routes({
        [`GET ${customerPath}/payment-methods`]: reply(200, {
          success: true,
          items: [
            paymentMethod(),
            paymentMethod({ id: 'p2', type: 'PayPal', accountInfo: {}, isDefault: false, isActive: false }),
          ],
        }),
      }),
    );
    await openTab('payments');
    const [ach, paypal] = within(await screen.findByRole('list', { name: 'Payout methods' })).getAllByRole(
      'listitem',
    );
    expect(ach).toHaveTextContent('ACH');
    expect(ach).toHaveTextContent('ending in 1234');
    expect(within(ach!).getByText('Default')).toBeInTheDocument();
    expect(within(ach!).getByText('Active')).toBeInTheDocument();
    expect(paypal).toHaveTextContent('PayPal');
    expect(paypal).toHaveTextContent('Account details available');
    expect(within(paypal!).queryByText('Default')).not.toBeInTheDocument();
    expect(within(paypal!).getByText('Inactive')).toBeInTheDocument();
  });

  it('says when the customer has no payout methods, and when they cannot be read', async () => {
    const api = mockApi(
      routes({ [`GET ${customerPath}/payment-methods`]: reply(200, { success: true, items: [] }) }),
    );
    const { unmount } = await openTab('payments');
    expect(
      await screen.findByText('This customer has not added any payout methods yet.'),
    ).toBeInTheDocument();
    unmount();

    api.set(`GET ${customerPath}/payment-methods`, reply(500, { success: false, message: 'Boom' }));
    await openTab('payments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch payment methods');
  });
});
