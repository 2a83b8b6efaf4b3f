import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import type { CustomerTicket } from '@/features/tickets/api/get-tickets';
import { UPDATED_BANNER_MS, UPDATED_HIGHLIGHT_MS } from '@/features/tickets/components/ticket-portfolio';
import { mockApi, reply, sessionRoutes, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const seller = testUser({ termsAcceptedVersion: '1.0' });
const base = `/api/customer/${seller.id}`;

const ticket = (overrides: Partial<CustomerTicket>): CustomerTicket => ({
  id: 'T1',
  eventName: 'Harbour Lights Festival',
  venue: 'Pier 9 Amphitheater',
  eventDate: '2027-03-14T19:30:00-04:00',
  section: '112',
  row: 'K',
  seats: '8,7',
  quantity: 2,
  status: 'pending',
  listedPrice: null,
  floorPrice: null,
  soldPrice: null,
  underReview: false,
  ...overrides,
});

function ticketRoutes(
  lists: Partial<Record<'pending' | 'listed' | 'sold', CustomerTicket[]>>,
  user = seller,
): Parameters<typeof mockApi>[0] {
  return {
    ...sessionRoutes(user),
    [`GET ${base}/pending-tickets`]: reply(200, { success: true, tickets: lists.pending ?? [] }),
    [`GET ${base}/listed-tickets`]: reply(200, { success: true, tickets: lists.listed ?? [] }),
    [`GET ${base}/sold-tickets`]: reply(200, { success: true, tickets: lists.sold ?? [] }),
    [`GET ${base}/notifications`]: reply(200, { success: true, notifications: [] }),
  };
}

async function openDashboard({ fakeTimers = false } = {}) {
  // Fake timers start mid-test (see the floor-price test): advance them only once they are on.
  const user = fakeTimers
    ? userEvent.setup({ advanceTimers: (ms) => vi.isFakeTimers() && vi.advanceTimersByTime(ms) })
    : userEvent.setup();
  renderRoutes(createRoutes, '/customer/dashboard');
  await screen.findByRole('heading', { name: 'Ticket Portfolio' });
  return user;
}

describe('customer dashboard: ticket portfolio', () => {
  it('opens with the tickets in place: the page shows once its lists are in, without a loading state', async () => {
    mockApi(ticketRoutes({ pending: [ticket({ id: 'P1' })] }));
    renderRoutes(createRoutes, '/customer/dashboard');

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
    expect(screen.queryByText('Loading your tickets')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending Review (1)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Harbour Lights Festival' })).toBeInTheDocument();
  });

  it('shows the tabs with counts, cards with seat ranges and prices, and filters by search', async () => {
    mockApi(
      ticketRoutes({
        pending: [
          ticket({ id: 'P1' }),
          ticket({ id: 'P2', eventName: 'Quiet Storm Tour', seats: '', section: '', row: '' }),
        ],
        listed: [ticket({ id: 'L1', status: 'listed', listedPrice: 32_000, seats: '14' })],
      }),
    );
    const user = await openDashboard();

    expect(screen.getByRole('tab', { name: 'Pending Review (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Live Listings (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sold Tickets (0)' })).toBeInTheDocument();
    const festival = screen.getByRole('article', { name: 'Harbour Lights Festival' });
    expect(within(festival).getByText('7-8')).toBeInTheDocument();
    expect(within(festival).getByText('Pending Review')).toBeInTheDocument();
    expect(within(festival).getByText('Price TBD')).toBeInTheDocument();
    expect(within(festival).getByText('Sun, Mar 14, 2027, 7:30 PM')).toBeInTheDocument();
    const general = screen.getByRole('article', { name: 'Quiet Storm Tour' });
    expect(within(general).getByText('General admission')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search tickets, venues, locations...'), 'quiet');
    expect(screen.queryByRole('article', { name: 'Harbour Lights Festival' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Quiet Storm Tour' })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search tickets, venues, locations...'), ' nowhere');
    expect(screen.getByText('No tickets found')).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('Search tickets, venues, locations...'));
    await user.click(screen.getByRole('tab', { name: 'Live Listings (1)' }));
    const live = await screen.findByRole('article', { name: 'Harbour Lights Festival' });
    expect(within(live).getByText('Market price')).toBeInTheDocument();
    expect(within(live).getByText('$320.00')).toBeInTheDocument();
    expect(within(live).getByText('14')).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'MANAGE LISTING' })).toBeEnabled();
  });

  it('asks for the terms first, then confirms, approves and refetches pending and listed', async () => {
    const newcomer = testUser();
    const api = mockApi(ticketRoutes({ pending: [ticket({})] }, newcomer));
    api.set(`POST ${base}/accept-terms`, () => {
      api.set(
        `GET ${base}`,
        reply(200, { success: true, customer: { ...newcomer, termsAcceptedVersion: '1.0' } }),
      );
      return Response.json({ success: true });
    });
    api.set(`POST ${base}/approve-ticket`, () => {
      api.set(`GET ${base}/pending-tickets`, reply(200, { success: true, tickets: [] }));
      api.set(
        `GET ${base}/listed-tickets`,
        reply(200, { success: true, tickets: [ticket({ status: 'listed' })] }),
      );
      return Response.json({ success: true, message: 'Ticket status updated successfully' });
    });
    const user = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'APPROVE & LIST' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(terms).getByText(/Version 1.0 · Last updated May 30, 2025/)).toBeInTheDocument();
    expect(within(terms).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    const accept = within(terms).getByRole('button', { name: 'Accept & Continue' });
    expect(accept).toBeDisabled();
    await user.click(
      within(terms).getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }),
    );
    await user.click(accept);

    const confirm = await screen.findByRole('alertdialog', { name: 'Approve and list this ticket?' });
    expect(api.callsTo(`POST ${base}/accept-terms`)[0]?.body).toEqual({ version: '1.0' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve & List' }));

    expect(await screen.findByText('Ticket status updated successfully')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/approve-ticket`)[0]?.body).toEqual({ ticketId: 'T1' });
    expect(await screen.findByRole('tab', { name: 'Live Listings (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending Review (0)' })).toBeInTheDocument();
  });

  it('shows the failure toast when approving fails, and keeps an under-review ticket from approval', async () => {
    const api = mockApi(
      ticketRoutes({
        pending: [ticket({}), ticket({ id: 'T2', eventName: 'Checked Later', underReview: true })],
      }),
    );
    api.set(
      `POST ${base}/approve-ticket`,
      reply(409, { success: false, message: 'This ticket is already live.' }),
    );
    const user = await openDashboard();

    const review = screen.getByRole('article', { name: 'Checked Later' });
    expect(within(review).getByText('Under review')).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'APPROVE & LIST' })).toBeDisabled();

    const card = screen.getByRole('article', { name: 'Harbour Lights Festival' });
    await user.click(within(card).getByRole('button', { name: 'APPROVE & LIST' }));
    await user.click(await screen.findByRole('button', { name: 'Approve & List' }));
    expect(await screen.findByText('Failed to update ticket')).toBeInTheDocument();
  });

  it('sets a floor price in dollars, sends cents, shows Updated! for 3 s and the banner for 4 s', async () => {
    const live = ticket({ status: 'listed', listedPrice: 30_000 });
    const api = mockApi(ticketRoutes({ listed: [live] }));
    api.set(`POST ${base}/set-floor-price`, () => Response.json({ success: true }));
    const user = await openDashboard({ fakeTimers: true });

    await user.click(screen.getByRole('tab', { name: 'Live Listings (1)' }));
    await user.click(await screen.findByRole('button', { name: 'MANAGE LISTING' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Floor Price' });
    expect(
      within(dialog).getByText('Your ticket will not be sold below this price without your approval.'),
    ).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Set Floor Price' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Floor price (USD)'), '250.50');
    expect(within(dialog).getByText('$212.92')).toBeInTheDocument();
    // From here on the clock is ours: the highlight and banner timers are checked to the millisecond.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText(/Floor Price Updated Successfully! New floor price: \$250\.50/),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/set-floor-price`)[0]?.body).toEqual({
      ticketId: 'T1',
      floorPrice: 25_050,
    });
    expect(screen.getByText('Updated!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(UPDATED_HIGHLIGHT_MS + 50));
    expect(screen.queryByText('Updated!')).not.toBeInTheDocument();
    expect(screen.getByText(/Floor Price Updated Successfully!/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(UPDATED_BANNER_MS - UPDATED_HIGHLIGHT_MS));
    expect(screen.queryByText(/Floor Price Updated Successfully!/)).not.toBeInTheDocument();
  });

  it('shows the server message inside the floor-price dialog when saving fails', async () => {
    const api = mockApi(ticketRoutes({ listed: [ticket({ status: 'listed' })] }));
    api.set(
      `POST ${base}/set-floor-price`,
      reply(409, {
        success: false,
        message: 'This ticket is already sold, so its floor price cannot change.',
      }),
    );
    const user = await openDashboard();
    await user.click(screen.getByRole('tab', { name: 'Live Listings (1)' }));
    await user.click(await screen.findByRole('button', { name: 'MANAGE LISTING' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Floor Price' });
    await user.type(within(dialog).getByLabelText('Floor price (USD)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Set Floor Price' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This ticket is already sold, so its floor price cannot change.',
    );
  });

  it('offers a preview when there are no tickets, and the activity feed follows the lists', async () => {
    mockApi(ticketRoutes({}));
    const user = await openDashboard();
    expect(screen.getByText('No tickets yet')).toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See Preview' }));
    const sample = screen.getByRole('article', { name: 'Sample Event · Preview' });
    expect(within(sample).getByRole('button', { name: 'APPROVE & LIST' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Exit Preview' }));
    expect(screen.getByText('No tickets yet')).toBeInTheDocument();
  });

  it('builds Recent Activity from 2 sold, 2 listed and 2 pending tickets, at most 5', async () => {
    mockApi(
      ticketRoutes({
        pending: [
          ticket({ id: 'P1', eventName: 'Pending One' }),
          ticket({ id: 'P2', eventName: 'Pending Two' }),
        ],
        listed: [
          ticket({ id: 'L1', status: 'listed', eventName: 'Live One' }),
          ticket({ id: 'L2', status: 'listed', eventName: 'Live Two' }),
        ],
        sold: [
          ticket({ id: 'S1', status: 'sold', eventName: 'Sold One', soldPrice: 45_000 }),
          ticket({ id: 'S2', status: 'sold', eventName: 'Sold Two', soldPrice: null }),
          ticket({ id: 'S3', status: 'sold', eventName: 'Sold Three', soldPrice: 100 }),
        ],
      }),
    );
    await openDashboard();
    const panel = screen.getByRole('heading', { name: 'Recent Activity' }).closest('div')!.parentElement!;
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(5));
    expect(within(panel).getByText('Sold One sold for $450.00')).toBeInTheDocument();
    expect(within(panel).getByText('Sold Two sold for Price TBD')).toBeInTheDocument();
    expect(within(panel).queryByText(/Sold Three/)).not.toBeInTheDocument();
    expect(within(panel).getByText('Live One is now live')).toBeInTheDocument();
    expect(within(panel).getByText('Live Two is now live')).toBeInTheDocument();
    // Without status times: sold, then listed, then received; the sixth item is cut.
    expect(within(panel).getByText('Pending One · Awaiting approval')).toBeInTheDocument();
    expect(within(panel).queryByText(/Pending Two/)).not.toBeInTheDocument();
  });
});
