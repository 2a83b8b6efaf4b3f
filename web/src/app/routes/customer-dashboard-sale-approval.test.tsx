import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import type { CustomerTicket } from '@/features/tickets/api/get-tickets';
import { mockApi, reply, sessionRoutes, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const seller = testUser({ termsAcceptedVersion: '1.0' });
const base = `/api/customer/${seller.id}`;

const live = (overrides: Partial<CustomerTicket> = {}): CustomerTicket => ({
  id: 'T1',
  eventName: 'Harbour Lights Festival',
  venue: 'Pier 9 Amphitheater',
  eventDate: '2027-03-14T19:30:00-04:00',
  section: '112',
  row: 'K',
  seats: '7,8',
  quantity: 2,
  status: 'listed',
  listedPrice: 32_000,
  floorPrice: 25_000,
  soldPrice: null,
  underReview: false,
  pendingSale: { priceCents: 21_500, requestedAt: '2026-06-01T12:00:00.000Z' },
  ...overrides,
});

function dashboardRoutes(listed: CustomerTicket[]) {
  return {
    ...sessionRoutes(seller),
    [`GET ${base}/pending-tickets`]: reply(200, { success: true, tickets: [] }),
    [`GET ${base}/listed-tickets`]: reply(200, { success: true, tickets: listed }),
    [`GET ${base}/sold-tickets`]: reply(200, { success: true, tickets: [] }),
    [`GET ${base}/notifications`]: reply(200, { success: true, notifications: [] }),
  };
}

async function openLiveListings() {
  const user = userEvent.setup();
  renderRoutes(createRoutes, '/customer/dashboard');
  await screen.findByRole('heading', { name: 'Ticket Portfolio' });
  await user.click(await screen.findByRole('tab', { name: /Live Listings/ }));
  return user;
}

// sonner keeps toasts in a module-wide store and shows the live ones to the next test's Toaster.
afterEach(() => {
  toast.dismiss();
});

describe('customer dashboard: a sale below the floor price waits for the seller', () => {
  it('shows the offer on the live card only while one is waiting', async () => {
    mockApi(dashboardRoutes([live(), live({ id: 'T2', eventName: 'Quiet Storm Tour', pendingSale: null })]));
    await openLiveListings();

    const card = await screen.findByRole('article', { name: 'Harbour Lights Festival' });
    const offer = within(card).getByRole('region', { name: 'Offer below your floor price: $215.00' });
    expect(offer).toHaveTextContent('Your floor price is $250.00.');
    expect(within(offer).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(offer).getByRole('button', { name: 'Decline' })).toBeEnabled();

    const quiet = screen.getByRole('article', { name: 'Quiet Storm Tour' });
    expect(within(quiet).queryByText(/Offer below your floor price/)).not.toBeInTheDocument();
    expect(within(quiet).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('accepts: posts the decision, says Sale accepted and moves the ticket to Sold Tickets', async () => {
    const api = mockApi(dashboardRoutes([live()]));
    api.set(`POST ${base}/sale-approval`, () => {
      const sold = live({ status: 'sold', soldPrice: 21_500, pendingSale: null });
      api.set(`GET ${base}/listed-tickets`, reply(200, { success: true, tickets: [] }));
      api.set(`GET ${base}/sold-tickets`, reply(200, { success: true, tickets: [sold] }));
      return Response.json({ success: true, ticket: sold });
    });
    const user = await openLiveListings();
    const notificationReads = api.callsTo(`GET ${base}/notifications`).length;

    const card = await screen.findByRole('article', { name: 'Harbour Lights Festival' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Sale accepted')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/sale-approval`).map((call) => call.body)).toEqual([
      { ticketId: 'T1', decision: 'accept' },
    ]);
    expect(await screen.findByRole('tab', { name: 'Sold Tickets (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Live Listings (0)' })).toBeInTheDocument();
    expect(api.callsTo(`GET ${base}/notifications`).length).toBeGreaterThan(notificationReads);
  });

  it('declines: posts the decision, says Offer declined and the offer disappears', async () => {
    const api = mockApi(dashboardRoutes([live()]));
    api.set(`POST ${base}/sale-approval`, () => {
      const kept = live({ pendingSale: null });
      api.set(`GET ${base}/listed-tickets`, reply(200, { success: true, tickets: [kept] }));
      return Response.json({ success: true, ticket: kept });
    });
    const user = await openLiveListings();

    const card = await screen.findByRole('article', { name: 'Harbour Lights Festival' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Offer declined')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/sale-approval`)[0]?.body).toEqual({
      ticketId: 'T1',
      decision: 'decline',
    });
    expect(await within(card).findByRole('button', { name: 'MANAGE LISTING' })).toBeInTheDocument();
    expect(screen.queryByText(/Offer below your floor price/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Live Listings (1)' })).toBeInTheDocument();
  });

  it('shows the server message when the answer is refused, and keeps the offer', async () => {
    const api = mockApi(dashboardRoutes([live()]));
    api.set(
      `POST ${base}/sale-approval`,
      reply(409, { success: false, message: 'There is no sale waiting for your answer on this ticket.' }),
    );
    const user = await openLiveListings();

    const card = await screen.findByRole('article', { name: 'Harbour Lights Festival' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(
      await screen.findByText('There is no sale waiting for your answer on this ticket.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });
});
