import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import type { AdminTicketDetails } from '@/features/admin/dashboard/api/ticket-schema';
import { adminShellRoutes, currentQuery } from '@/features/admin/testing/admin-routes';
import { mockApi, reply, sessionRoutes, signedOut, testUser, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });

async function openConsole() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return { user, ...view };
}

describe('admin console frame', { timeout: 15_000 }, () => {
  it('links to the dashboard and switches to the customer portal', async () => {
    mockApi(sessionRoutes(admin));
    await openConsole();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('link', { name: 'Customer Portal' })).toHaveAttribute(
      'href',
      '/customer/dashboard',
    );
    expect(screen.getByText('ops@example.com')).toBeInTheDocument();
  });

  it('logs out: says Logged out and opens the admin sign-in', async () => {
    window.localStorage.setItem('adminAccess', 'true');
    const api = mockApi(sessionRoutes(admin));
    api.set('POST /api/logout', () => {
      api.set('GET /api/user', signedOut);
      return Response.json({ success: true, message: 'Logged out' });
    });
    const { user, router } = await openConsole();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/auth');
    expect(window.localStorage.getItem('adminAccess')).toBeNull();
    // Once the session is gone, only the sign-in page's guard calls the server: the console's own
    // queries must not refetch into 401s while its pages unmount.
    const afterLogout = api.calls.slice(api.calls.findIndex((call) => call.path === '/api/logout') + 1);
    expect(afterLogout.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/user']);
  });

  it('lets the reads under way finish before it ends the session', async () => {
    const answered: string[] = [];
    let answerStatus = () => {};
    const api = mockApi({
      ...sessionRoutes(admin),
      'GET /api/integrations/status': () =>
        new Promise<Response>((resolve) => {
          answerStatus = () => {
            answered.push('GET /api/integrations/status');
            resolve(Response.json({ success: false, message: 'Not now.' }, { status: 503 }));
          };
        }),
    });
    api.set('POST /api/logout', () => {
      answered.push('POST /api/logout');
      api.set('GET /api/user', signedOut);
      return Response.json({ success: true, message: 'Logged out' });
    });
    const { user } = await openConsole();
    await waitFor(() => expect(api.callsTo('GET /api/integrations/status')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST /api/logout')).toHaveLength(0);
    answerStatus();
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(answered).toEqual(['GET /api/integrations/status', 'POST /api/logout']);
  });

  it('says Logout failed and stays when the server cannot log out', async () => {
    mockApi({ ...sessionRoutes(admin), 'POST /api/logout': () => new Response('', { status: 500 }) });
    const { user, router } = await openConsole();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('opens its menu with a button on a small screen', async () => {
    mockApi(sessionRoutes(admin));
    const { user } = await openConsole();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('admin console frame: live details', { timeout: 15_000 }, () => {
  it('shows the admin and the live Processed, Needs Review and Failed counts', async () => {
    mockApi(adminShellRoutes());
    await openConsole();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    const counts = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(counts('Processed')).toHaveTextContent('9'));
    expect(counts('Needs Review')).toHaveTextContent('2');
    await waitFor(() => expect(counts('Failed')).toHaveTextContent('1'));
  });
});

const reviewTicket = (overrides: Partial<AdminTicketDetails> = {}): AdminTicketDetails => ({
  id: 'E1~0',
  emailId: 'E1',
  eventName: 'Harbour Lights',
  eventDate: '2027-03-14T19:30:00-04:00',
  venue: null,
  section: '104',
  row: null,
  seats: null,
  quantity: null,
  extractionConfidence: 55,
  manuallyVerified: false,
  needsReview: true,
  sender: 'Ticketmaster',
  senderEmail: 'orders@ticketmaster.example',
  subject: 'Your order 123',
  receivedAt: '2026-03-02T15:00:00.000Z',
  snippet: 'Order 123',
  rawContent: 'Order 123\nHarbour Lights\nSection 104',
  ...overrides,
});

const integrations = (connected: boolean) => ({
  success: true,
  gmail: {
    status: connected ? 'Connected' : 'Disconnected',
    email: connected ? 'box@example.com' : null,
    processedCount: 42,
    lastSync: connected ? '2027-01-05T20:04:00.000Z' : null,
    autoSync: connected,
    syncInterval: 15,
  },
  ml: { status: 'Active', lastTraining: null, modelVersion: 'v1.0' },
  database: { status: 'Connected', entriesCount: 19, emails: 12, tickets: 7, storageUsed: 2048 },
});

function dashboardRoutes(overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    ...adminShellRoutes(),
    'GET /api/ml/performance': reply(200, {
      accuracy: 88.4,
      fieldAccuracy: { eventName: 95, eventDate: 72.5 },
      ticketSources: { seatgeek: 20, ticketmaster: 80 },
      source: 'baseline',
      modelVersion: 'v1.0',
    }),
    'GET /api/tickets/upcoming': reply(200, {
      success: true,
      items: [
        reviewTicket({
          id: 'T1',
          eventName: 'Harbour Lights',
          venue: 'Pier 9',
          row: 'C',
          seats: '5, 6',
          quantity: 2,
        }),
        reviewTicket({ id: 'T2', eventName: 'Night Market', eventDate: '2027-04-02T20:00:00-04:00' }),
      ],
    }),
    'GET /api/tickets/needs-review': reply(200, { success: true, ticket: reviewTicket() }),
    'GET /api/integrations/status': reply(200, integrations(true)),
    ...overrides,
  };
}

describe('admin dashboard', { timeout: 15_000 }, () => {
  it('shows the stats, ML performance and upcoming events from the server', async () => {
    mockApi(dashboardRoutes());
    await openConsole();
    const stats = screen.getByRole('region', { name: 'Stats' });
    expect(await within(stats).findByText('9')).toBeInTheDocument();
    expect(within(stats).getByText('7')).toBeInTheDocument();
    expect(within(stats).getByText('93%')).toBeInTheDocument();

    expect(await screen.findByText('88.4%')).toBeInTheDocument();
    const fields = screen.getByRole('list', { name: 'Field extraction success' });
    expect(within(fields).getByText('Event Name')).toBeInTheDocument();
    expect(within(fields).getByText('Event Date')).toBeInTheDocument();
    expect(screen.getByText('72.5%')).toHaveClass('bg-accent');
    expect(screen.getByText('95%')).toHaveClass('bg-secondary');
    const sources = within(screen.getByRole('list', { name: 'Ticket sources' })).getAllByRole('listitem');
    expect(sources.map((item) => item.textContent)).toEqual(['ticketmaster80%', 'seatgeek20%']);
    expect(screen.getByRole('link', { name: 'View ML Training Data' })).toHaveAttribute(
      'href',
      '/admin/ml-training?tab=training-data',
    );

    const events = within(await screen.findByRole('list', { name: 'Upcoming events' })).getAllByRole(
      'listitem',
    );
    expect(events[0]).toHaveTextContent('Mar14Harbour LightsPier 9 · 7:30 PM2 tickets');
    expect(events[1]).toHaveTextContent('Missing info');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/admin/tickets');
  });

  it('shows the empty states', async () => {
    mockApi(
      dashboardRoutes({
        'GET /api/tickets/upcoming': reply(200, { success: true, items: [] }),
        'GET /api/tickets/needs-review': reply(200, { success: true, ticket: null }),
      }),
    );
    await openConsole();
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    expect(await screen.findByText('No tickets that need review at this time.')).toBeInTheDocument();
  });

  it('shows the ticket to review and saves a correction with the merged date', async () => {
    let ticket: AdminTicketDetails | null = reviewTicket();
    const api = mockApi(
      dashboardRoutes({
        'GET /api/tickets/needs-review': () => Response.json({ success: true, ticket }),
        'PATCH /api/tickets/E1~0': () => {
          ticket = null;
          return Response.json({
            success: true,
            message: 'The ticket information has been updated successfully',
          });
        },
      }),
    );
    const { user } = await openConsole();
    const current = await screen.findByRole('region', { name: 'Current Extraction' });
    expect(within(current).getAllByText('[Not detected]')).toHaveLength(3);
    expect(within(current).getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Raw email content' })).toHaveTextContent('Section 104');
    expect(screen.getByText('orders@ticketmaster.example')).toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'Corrected Information' });
    expect(within(form).getByLabelText('Event Name')).toHaveValue('Harbour Lights');
    expect(within(form).getByLabelText('Date')).toHaveValue('2027-03-14');
    expect(within(form).getByLabelText('Time')).toHaveValue('19:30');
    await user.type(within(form).getByLabelText('Venue'), 'Pier 9');
    await user.type(within(form).getByLabelText('Row'), 'C');
    await user.type(within(form).getByLabelText('Seats'), '5, 6');
    await user.type(within(form).getByLabelText('Quantity'), '2');
    await user.click(within(form).getByRole('button', { name: 'Save Correction' }));

    expect(await screen.findByText('Ticket updated')).toBeInTheDocument();
    expect(screen.getByText('The ticket information has been updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/tickets/E1~0')[0]?.body).toEqual({
      eventName: 'Harbour Lights',
      eventDate: '2027-03-14T19:30:00-04:00',
      venue: 'Pier 9',
      section: '104',
      row: 'C',
      seats: '5, 6',
      quantity: 2,
      manuallyVerified: true,
      needsReview: false,
    });
    expect(await screen.findByText('No tickets that need review at this time.')).toBeInTheDocument();
  });

  it('sends a null event date when the time is cleared, and says Error updating ticket on failure', async () => {
    const api = mockApi(
      dashboardRoutes({
        'PATCH /api/tickets/E1~0': reply(400, { success: false, message: 'Quantity must be at least 1.' }),
      }),
    );
    const { user } = await openConsole();
    const form = await screen.findByRole('region', { name: 'Corrected Information' });
    await user.clear(within(form).getByLabelText('Time'));
    await user.click(within(form).getByRole('button', { name: 'Save Correction' }));
    expect(await screen.findByText('Error updating ticket')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be at least 1.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/tickets/E1~0')[0]?.body).toMatchObject({ eventDate: null });
    expect(api.callsTo('PATCH /api/tickets/E1~0')[0]?.body).not.toHaveProperty('time');
  });

  it('moves on to the next ticket needing review with Cancel', async () => {
    const queries: string[] = [];
    mockApi(
      dashboardRoutes({
        'GET /api/tickets': () => {
          queries.push(currentQuery().toString());
          return Response.json({
            success: true,
            items: [reviewTicket(), reviewTicket({ id: 'E2~0', eventName: 'Night Market' })],
            nextCursor: null,
          });
        },
        'GET /api/tickets/E2~0/details': reply(200, {
          success: true,
          ticket: reviewTicket({ id: 'E2~0', eventName: 'Night Market', subject: 'Night Market order' }),
        }),
      }),
    );
    const { user } = await openConsole();
    const form = await screen.findByRole('region', { name: 'Corrected Information' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Night Market order')).toBeInTheDocument();
    expect(queries[0]).toContain('filterBy=needs_review');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('No tickets that need review at this time.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show skipped tickets again' }));
    expect(await screen.findByText('Your order 123')).toBeInTheDocument();
  });

  it('shows the integrations and syncs with Sync Now', async () => {
    const api = mockApi(
      dashboardRoutes({
        'POST /api/gmail/sync': reply(200, { success: true, count: 2, processedCount: 0, ticketsCreated: 0 }),
      }),
    );
    const { user } = await openConsole();
    expect(await screen.findByText('auto-sync every 15 minutes')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2027, 3:04 PM EST')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByText('19')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync Now' }));
    expect(await screen.findByText('Email sync completed')).toBeInTheDocument();
    expect(screen.getByText('Successfully synced 2 new emails')).toBeInTheDocument();
    expect(api.callsTo('POST /api/gmail/sync')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/integrations/status')).toHaveLength(2));
  });

  it('connects Gmail in a new window, or says Authentication Error', async () => {
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const api = mockApi(
      dashboardRoutes({
        'GET /api/integrations/status': reply(200, integrations(false)),
        'GET /api/gmail/auth-url': reply(200, { success: true, authUrl: 'https://accounts.example/consent' }),
      }),
    );
    const { user } = await openConsole();
    expect(await screen.findByText('Auto-sync disabled')).toBeInTheDocument();
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    expect(screen.getByText('Last sync').nextElementSibling).toHaveTextContent('Never');
    await user.click(screen.getByRole('button', { name: 'Connect Gmail' }));
    expect(await screen.findByText('Authentication Started')).toBeInTheDocument();
    expect(open).toHaveBeenCalled();
    expect(popup.location.href).toBe('https://accounts.example/consent');

    api.set('GET /api/gmail/auth-url', reply(409, { success: false }));
    await user.click(screen.getByRole('button', { name: 'Connect Gmail' }));
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('Could not initiate Gmail authentication.')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    open.mockRestore();
  });
});
