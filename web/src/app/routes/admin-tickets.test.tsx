import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import type { AdminTicket } from '@/features/admin/extracted-tickets/api/admin-ticket';
import { mockApi, reply, sessionRoutes, testUser, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });

function ticket(overrides: Partial<AdminTicket> = {}): AdminTicket {
  return {
    id: '01JEMAIL0000000000000000A1~0',
    emailId: '01JEMAIL0000000000000000A1',
    customerId: null,
    eventName: 'Taylor Swift | The Eras Tour',
    eventDate: '2027-06-12T19:30:00-04:00',
    venue: 'MetLife Stadium',
    section: '101',
    row: 'F',
    seats: '1, 2',
    quantity: 2,
    extractionConfidence: 95,
    manuallyVerified: false,
    needsReview: false,
    cancelled: false,
    possibleDuplicateOf: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    verifiedAt: null,
    sender: 'Ticketmaster',
    senderEmail: 'orders@ticketmaster.com',
    recipient: 'Ada Lovelace',
    recipientEmail: 'ada.lovelace.k3x9@relay.example',
    subject: 'Your tickets for The Eras Tour',
    receivedAt: '2026-11-01T09:58:00.000Z',
    snippet: 'Your order 123 is confirmed',
    ...overrides,
  };
}

const high = ticket();
const medium = ticket({
  id: '01JEMAIL0000000000000000B2~0',
  emailId: '01JEMAIL0000000000000000B2',
  eventName: 'Coldplay',
  extractionConfidence: 75,
  eventDate: null,
  quantity: 1,
});
const low = ticket({
  id: '01JEMAIL0000000000000000C3~0',
  emailId: '01JEMAIL0000000000000000C3',
  eventName: 'Hamilton',
  extractionConfidence: 40,
  needsReview: true,
});
const verified = ticket({
  id: '01JEMAIL0000000000000000D4~0',
  emailId: '01JEMAIL0000000000000000D4',
  eventName: 'Knicks vs Celtics',
  extractionConfidence: 60,
  manuallyVerified: true,
});

const page = (items: AdminTicket[], nextCursor: string | null = null) =>
  reply(200, { success: true, items, nextCursor });

function routes(extra: Record<string, ApiHandler> = {}) {
  return { ...sessionRoutes(admin), 'GET /api/tickets': page([high, medium, low, verified]), ...extra };
}

/** The query strings the page sent to GET /api/tickets. */
const ticketQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/tickets')
    .map((url) => Object.fromEntries(url.searchParams));

async function openTickets() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/tickets');
  await screen.findByRole('heading', { level: 1, name: 'All Tickets' });
  return { user, ...view };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('extracted tickets', () => {
  it('shows each ticket with its badge, date, seats, quantity and source', async () => {
    mockApi(routes());
    await openTickets();

    const first = await card('Taylor Swift | The Eras Tour');
    expect(within(first).getByText('High Confidence')).toBeInTheDocument();
    expect(within(first).getByText('Sat, Jun 12, 2027, 7:30 PM')).toBeInTheDocument();
    expect(within(first).getByText('MetLife Stadium')).toBeInTheDocument();
    expect(within(first).getByText('Section 101, Row F, Seats 1, 2')).toBeInTheDocument();
    expect(within(first).getByText('2 tickets')).toBeInTheDocument();
    expect(
      within(first).getByText(/^Extracted from email sent by Ticketmaster to Ada Lovelace on Nov 1, 2026/),
    ).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Verify' })).toBeEnabled();

    const second = await card('Coldplay');
    expect(within(second).getByText('Medium Confidence')).toBeInTheDocument();
    expect(within(second).getByText('Date not available')).toBeInTheDocument();
    expect(within(second).getByText('1 ticket')).toBeInTheDocument();

    const third = await card('Hamilton');
    expect(within(third).getByText('Low Confidence')).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Review' })).toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();

    const fourth = await card('Knicks vs Celtics');
    expect(within(fourth).getByText('Verified')).toBeInTheDocument();
    expect(within(fourth).getByRole('button', { name: 'Verify' })).toBeDisabled();

    expect(ticketQueries()[0]).toMatchObject({ sortBy: 'date_desc', filterBy: 'all' });
  });

  it('asks the server for the chosen filter and sort', async () => {
    mockApi(routes());
    const { user } = await openTickets();
    await card('Hamilton');

    await user.selectOptions(screen.getByLabelText('Filter'), 'Needs Review');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Confidence Lowest');
    await waitFor(() =>
      expect(ticketQueries().at(-1)).toMatchObject({ sortBy: 'confidence_asc', filterBy: 'needs_review' }),
    );
    expect(ticketQueries()).toContainEqual(
      expect.objectContaining({ sortBy: 'date_desc', filterBy: 'needs_review' }),
    );
    expect(
      Array.from((screen.getByLabelText('Filter') as HTMLSelectElement).options, (option) => option.text),
    ).toEqual(['All Tickets', 'Verified Only', 'Needs Review', 'High Confidence']);
    expect(
      Array.from((screen.getByLabelText('Sort by') as HTMLSelectElement).options, (option) => option.text),
    ).toEqual(['Event Date Newest', 'Event Date Oldest', 'Confidence Highest', 'Confidence Lowest']);
  });

  it('loads the next page with the cursor', async () => {
    const api = mockApi(routes({ 'GET /api/tickets': page([high], 'CURSOR-2') }));
    const { user } = await openTickets();
    await card('Taylor Swift | The Eras Tour');
    api.set('GET /api/tickets', page([medium]));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await card('Coldplay')).toBeInTheDocument();
    expect(ticketQueries().at(-1)).toMatchObject({ cursor: 'CURSOR-2' });
    expect(screen.getByRole('article', { name: 'Taylor Swift | The Eras Tour' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says No tickets found, and Failed to fetch tickets when the list cannot be read', async () => {
    mockApi(routes({ 'GET /api/tickets': page([]) }));
    const first = await openTickets();
    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
    first.unmount();

    mockApi(routes({ 'GET /api/tickets': reply(500, { success: false, message: 'Boom' }) }));
    await openTickets();
    expect(await screen.findByText('Failed to fetch tickets')).toBeInTheDocument();
  });

  it('verifies a ticket: PATCH, toast and a fresh list', async () => {
    const api = mockApi(
      routes({
        'PATCH /api/tickets/01JEMAIL0000000000000000A1~0/verify': reply(200, {
          success: true,
          message: 'The ticket has been marked as verified successfully',
          ticket: { ...high, manuallyVerified: true },
        }),
      }),
    );
    const { user } = await openTickets();
    const first = await card('Taylor Swift | The Eras Tour');
    api.set('GET /api/tickets', page([{ ...high, manuallyVerified: true }]));

    await user.click(within(first).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Ticket verified')).toBeInTheDocument();
    expect(screen.getByText('The ticket has been marked as verified successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/tickets/01JEMAIL0000000000000000A1~0/verify')).toHaveLength(1);
    await waitFor(() => expect(within(first).getByText('Verified')).toBeInTheDocument());
    expect(within(first).getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('says Verification failed with the server message', async () => {
    mockApi(
      routes({
        'PATCH /api/tickets/01JEMAIL0000000000000000A1~0/verify': reply(404, {
          success: false,
          message: 'Ticket not found',
        }),
      }),
    );
    const { user } = await openTickets();
    await user.click(
      within(await card('Taylor Swift | The Eras Tour')).getByRole('button', { name: 'Verify' }),
    );
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('Ticket not found')).toBeInTheDocument();
  });
});

const emailHtml = `<html><head><script>alert('head')</script></head><body onload="steal()">
<p>Order <b>123</b> confirmed</p><script>steal()</script>
<img src="https://tracker.example/open.gif" onerror="steal()" alt="">
<table><tr><td>Section 101</td></tr></table></body></html>`;

const details = (overrides: Record<string, unknown> = {}) =>
  reply(200, {
    success: true,
    ticket: {
      ...low,
      rawContent: 'Order 123 confirmed. Section 101, Row F.',
      html: emailHtml,
      listing: null,
      ...overrides,
    },
  });

describe('ticket details', () => {
  it('shows the ticket, the extraction info and the sanitised e-mail with images blocked until asked', async () => {
    const api = mockApi(routes({ 'GET /api/tickets/01JEMAIL0000000000000000C3~0/details': details() }));
    const { user } = await openTickets();
    await user.click(within(await card('Hamilton')).getByRole('button', { name: 'Review' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hamilton' });
    expect(within(dialog).getByRole('tab', { name: 'Ticket Details', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByText('Low Confidence')).toBeInTheDocument();
    expect(within(dialog).getByText('2 tickets')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /api/tickets/01JEMAIL0000000000000000C3~0/details')).toHaveLength(1),
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Extraction Info' }));
    expect(within(dialog).getByText('Needs review')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog).getByText('Ticketmaster <orders@ticketmaster.com>')).toBeInTheDocument();
    expect(within(dialog).getByText('Your tickets for The Eras Tour')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Email Content' }));
    const frame = await within(dialog).findByTitle('E-mail: Your tickets for The Eras Tour');
    expect(frame).toHaveAttribute('sandbox', '');
    const srcdoc = () => frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc()).toContain('Order <b>123</b> confirmed');
    expect(srcdoc()).not.toMatch(/<script|steal\(\)|onerror|onload/i);
    expect(srcdoc()).not.toMatch(/\ssrc="https:\/\/tracker/);
    expect(srcdoc()).toContain('img-src data: cid:"');

    await user.click(within(dialog).getByRole('button', { name: 'Show images' }));
    await waitFor(() => expect(srcdoc()).toMatch(/\ssrc="https:\/\/tracker.example\/open.gif"/));
    expect(srcdoc()).not.toMatch(/<script|onerror/i);
    expect(within(dialog).queryByRole('button', { name: 'Show images' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy text' }));
    expect(await screen.findByText('Content copied')).toBeInTheDocument();
    expect(screen.getByText('Email content copied to clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('Order 123 confirmed. Section 101, Row F.');
  });

  it('falls back to the list item and its snippet when the details cannot be read', async () => {
    mockApi(
      routes({
        'GET /api/tickets/01JEMAIL0000000000000000A1~0/details': reply(500, {
          success: false,
          message: 'Boom',
        }),
      }),
    );
    const { user } = await openTickets();
    await user.click(
      within(await card('Taylor Swift | The Eras Tour')).getByRole('button', { name: 'View Details' }),
    );
    expect(await screen.findByText('Failed to fetch ticket details')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Taylor Swift | The Eras Tour' });
    await user.click(within(dialog).getByRole('tab', { name: 'Extraction Info' }));
    expect(within(dialog).getByText('Automatically extracted')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Email Content' }));
    expect(within(dialog).getByText('Your order 123 is confirmed')).toBeInTheDocument();
  });

  it('says No email content available when the e-mail has no body or snippet', async () => {
    mockApi(
      routes({
        'GET /api/tickets/01JEMAIL0000000000000000C3~0/details': details({
          html: null,
          rawContent: '',
          snippet: '',
        }),
      }),
    );
    const { user } = await openTickets();
    await user.click(within(await card('Hamilton')).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hamilton' });
    await user.click(within(dialog).getByRole('tab', { name: 'Email Content' }));
    expect(await within(dialog).findByText('No email content available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy text' })).not.toBeInTheDocument();
  });

  it('marks the ticket as verified from the dialog, and hides the button once verified', async () => {
    const api = mockApi(
      routes({
        'GET /api/tickets/01JEMAIL0000000000000000C3~0/details': details(),
        'PATCH /api/tickets/01JEMAIL0000000000000000C3~0/verify': reply(200, {
          success: true,
          message: 'The ticket has been marked as verified successfully',
          ticket: { ...low, manuallyVerified: true, needsReview: false },
        }),
      }),
    );
    const { user } = await openTickets();
    await user.click(within(await card('Hamilton')).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hamilton' });
    api.set(
      'GET /api/tickets/01JEMAIL0000000000000000C3~0/details',
      details({ manuallyVerified: true, needsReview: false }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Mark as Verified' }));
    expect(await screen.findByText('Ticket verified')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/tickets/01JEMAIL0000000000000000C3~0/verify')).toHaveLength(1);
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Mark as Verified' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('Verified')).toBeInTheDocument();
  });
});

const copyOf = (original: AdminTicket, n: number, customerId: string | null) =>
  ticket({
    ...original,
    id: `01JEMAIL00000000000000DUP${n}~0`,
    emailId: `01JEMAIL00000000000000DUP${n}`,
    customerId,
    sender: `Seller ${n}`,
  });

const groups = [
  [copyOf(high, 1, 'cust-1'), copyOf(high, 2, 'cust-2')],
  [copyOf(medium, 3, null), copyOf(medium, 4, null), copyOf(medium, 5, null)],
];

describe('duplicate tickets', () => {
  const duplicateRoutes = (extra: Record<string, ApiHandler> = {}) =>
    routes({
      'GET /api/tickets/duplicates': reply(200, {
        success: true,
        duplicates: groups,
        count: 2,
        doubleSales: 1,
      }),
      'POST /api/tickets/remove-duplicates': reply(200, {
        success: true,
        message: 'Successfully removed 1 duplicate ticket(s)',
        removed: 1,
      }),
      ...extra,
    });

  async function openDuplicates() {
    const view = await openTickets();
    await card('Hamilton');
    expect(vi.mocked(fetch).mock.calls.some(([input]) => String(input).includes('/duplicates'))).toBe(false);
    await view.user.click(screen.getByRole('button', { name: 'Check Duplicates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Tickets' });
    await within(dialog).findByText('2 duplicate groups found, 1 possible double sale');
    return { ...view, dialog };
  }

  it('reads the duplicates only while the dialog is open and marks the kept ticket', async () => {
    const api = mockApi(duplicateRoutes());
    const { dialog } = await openDuplicates();
    expect(api.callsTo('GET /api/tickets/duplicates')).toHaveLength(1);
    const list = within(dialog).getByRole('list', { name: 'Duplicate groups' });
    expect(list).toHaveClass('max-h-[400px]');
    expect(within(list).getAllByText('Kept')).toHaveLength(2);
    expect(within(list).getAllByText('Duplicate')).toHaveLength(3);
    expect(within(list).getAllByText('Possible double sale')).toHaveLength(1);
  });

  it('asks to tick a ticket first, then removes the ticked one after the confirmation', async () => {
    const api = mockApi(duplicateRoutes());
    const { user, dialog } = await openDuplicates();

    await user.click(within(dialog).getByRole('button', { name: 'Select Tickets' }));
    await user.click(within(dialog).getByRole('button', { name: /^Remove Selected/ }));
    expect(await screen.findByText('No tickets selected')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one ticket to remove')).toBeInTheDocument();
    expect(api.callsTo('POST /api/tickets/remove-duplicates')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: /^Select Coldplay: From Seller 4/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Selected (1)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Duplicate Tickets' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Duplicates removed')).toBeInTheDocument();
    expect(screen.getByText('Successfully removed 1 duplicate ticket(s)')).toBeInTheDocument();
    expect(api.callsTo('POST /api/tickets/remove-duplicates')[0]?.body).toEqual({
      ticketIds: ['01JEMAIL00000000000000DUP4~0'],
    });
    await waitFor(() => expect(api.callsTo('GET /api/tickets/duplicates')).toHaveLength(2));
  });

  it('removes every duplicate with an empty body, and says Error removing duplicates on failure', async () => {
    const api = mockApi(
      duplicateRoutes({
        'POST /api/tickets/remove-duplicates': reply(409, {
          success: false,
          message: 'The duplicates changed, please look again.',
        }),
      }),
    );
    const { user, dialog } = await openDuplicates();
    await user.click(within(dialog).getByRole('button', { name: 'Remove All Duplicates' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Duplicate Tickets' });
    expect(within(confirm).getByText(/Remove 3 duplicate tickets\?/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Error removing duplicates')).toBeInTheDocument();
    expect(screen.getByText('The duplicates changed, please look again.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/tickets/remove-duplicates')[0]?.body).toEqual({});
  });

  it('says Failed to fetch duplicate tickets', async () => {
    mockApi(routes({ 'GET /api/tickets/duplicates': reply(500, { success: false, message: 'Boom' }) }));
    const { user } = await openTickets();
    await user.click(screen.getByRole('button', { name: 'Check Duplicates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Tickets' });
    expect(await within(dialog).findByText('Failed to fetch duplicate tickets')).toBeInTheDocument();
  });
});
