import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import type { EmailView } from '@/features/admin/emails/api/email-schema';
import { adminShellRoutes, currentQuery } from '@/features/admin/testing/admin-routes';
import { mockApi, reply, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const email = (overrides: Partial<EmailView>): EmailView => ({
  id: 'E1',
  sender: 'Ticketmaster',
  senderEmail: 'orders@ticketmaster.example',
  recipient: 'Ada',
  recipientEmail: 'ada@relay.example',
  subject: 'Your tickets for Harbour Lights',
  receivedAt: '2026-03-02T15:00:00.000Z',
  snippet: 'Order 123: 2 tickets, Section 104',
  processed: false,
  processedAt: null,
  extractionStatus: 'pending',
  confidence: null,
  ...overrides,
});

const page = (items: EmailView[], nextCursor: string | null = null) =>
  reply(200, { success: true, items, nextCursor });

const connected = reply(200, {
  success: true,
  user: { email: 'box@example.com' },
  lastSync: '2027-07-05T20:04:00.000Z',
});

function routes(list: ApiHandler, gmail: ApiHandler = connected): Record<string, ApiHandler> {
  return { ...adminShellRoutes(), 'GET /api/emails': list, 'GET /api/gmail/auth-status': gmail };
}

async function openEmails() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/emails');
  await screen.findByRole('heading', { level: 1, name: 'Incoming Emails' });
  return { user, ...view };
}

describe('Incoming Emails', { timeout: 15_000 }, () => {
  it('lists emails with Process or their outcome, and the last sync in Eastern time', async () => {
    mockApi(
      routes(
        page([
          email({ id: 'E1' }),
          email({ id: 'E2', sender: 'Live Nation', processed: true, extractionStatus: 'success' }),
          email({ id: 'E3', sender: 'AXS', processed: true, extractionStatus: 'needs_review' }),
          email({ id: 'E4', sender: 'SeatGeek', processed: true, extractionStatus: 'quarantined' }),
        ]),
      ),
    );
    await openEmails();
    const rows = within(await screen.findByRole('list', { name: 'Emails' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const [first, second, third, fourth] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Ticketmaster')).toBeInTheDocument();
    expect(within(first).getByText('Your tickets for Harbour Lights')).toBeInTheDocument();
    expect(within(first).getByText('Order 123: 2 tickets, Section 104')).toBeInTheDocument();
    expect(within(first).getByText('Mar 2')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /^Process email/ })).toBeInTheDocument();
    expect(within(second).getByText('Processed')).toBeInTheDocument();
    expect(within(third).getByText('Needs Review')).toBeInTheDocument();
    expect(within(fourth).getByText('Quarantined')).toBeInTheDocument();
    expect(screen.getByText('Gmail connected: box@example.com')).toBeInTheDocument();
    expect(screen.getByText('Last sync: Jul 5, 2027, 4:04 PM EDT')).toBeInTheDocument();
  });

  it('says Gmail is not connected and shows the empty state', async () => {
    mockApi(
      routes(page([]), reply(200, { success: false, user: null, message: 'No Gmail account is connected.' })),
    );
    await openEmails();
    expect(await screen.findByText('No emails found')).toBeInTheDocument();
    expect(screen.getByText('Sync with Gmail to see emails')).toBeInTheDocument();
    expect(await screen.findByText('Gmail not connected')).toBeInTheDocument();
  });

  it('loads the next page with Load more and asks for the chosen filter', async () => {
    const queries: string[] = [];
    mockApi(
      routes(() => {
        const query = currentQuery();
        queries.push(query.toString());
        return Response.json(
          query.get('cursor')
            ? { success: true, items: [email({ id: 'E9', subject: 'Second page email' })], nextCursor: null }
            : { success: true, items: [email({ id: 'E1' })], nextCursor: 'C2' },
        );
      }),
    );
    const { user } = await openEmails();
    await screen.findByText('Your tickets for Harbour Lights');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page email')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unprocessed' }));
    expect(screen.getByRole('button', { name: 'Unprocessed' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('Your tickets for Harbour Lights');
    expect(queries).toEqual([
      'filter=all&limit=25',
      'filter=all&cursor=C2&limit=25',
      'filter=unprocessed&limit=25',
    ]);
  });

  it('processes an email: says Email processed and refetches the list', async () => {
    let processed = false;
    const api = mockApi({
      ...routes(() =>
        Response.json({
          success: true,
          items: [processed ? email({ processed: true, extractionStatus: 'success' }) : email({})],
          nextCursor: null,
        }),
      ),
      'POST /api/emails/E1/process': () => {
        processed = true;
        return Response.json({
          success: true,
          message: 'Email processed',
          extractionStatus: 'success',
          ticketCount: 1,
        });
      },
    });
    const { user } = await openEmails();
    await user.click(await screen.findByRole('button', { name: /^Process email/ }));
    expect(await screen.findByText('Email processed')).toBeInTheDocument();
    expect(screen.getByText('Successfully extracted ticket information')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Emails' });
    expect(await within(list).findByText('Processed')).toBeInTheDocument();
    expect(api.callsTo('POST /api/emails/E1/process')).toHaveLength(1);
    expect(api.callsTo('GET /api/stats').length).toBeGreaterThan(1);
  });

  it('says Processing failed with the server message', async () => {
    mockApi({
      ...routes(page([email({})])),
      'POST /api/emails/E1/process': reply(200, {
        success: false,
        message: 'Processing failed: no ticket found',
      }),
    });
    const { user } = await openEmails();
    await user.click(await screen.findByRole('button', { name: /^Process email/ }));
    expect(await screen.findByText('Processing failed')).toBeInTheDocument();
    expect(screen.getByText('Processing failed: no ticket found')).toBeInTheDocument();
  });

  it('syncs: says Email sync completed with the counts', async () => {
    const api = mockApi({
      ...routes(page([])),
      'POST /api/gmail/sync': reply(200, { success: true, count: 3, processedCount: 2, ticketsCreated: 1 }),
    });
    const { user } = await openEmails();
    await user.click(screen.getByRole('button', { name: 'Sync Emails' }));
    expect(await screen.findByText('Email sync completed')).toBeInTheDocument();
    expect(
      screen.getByText('Successfully synced 3 new emails, processed 2 emails, created 1 tickets'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/gmail/sync')).toHaveLength(1);
  });

  it('says Sync failed when the sync fails', async () => {
    mockApi({
      ...routes(page([])),
      'POST /api/gmail/sync': reply(409, { success: false, message: 'Connect a Gmail mailbox first.' }),
    });
    const { user } = await openEmails();
    await user.click(screen.getByRole('button', { name: 'Sync Emails' }));
    expect(await screen.findByText('Sync failed')).toBeInTheDocument();
    expect(screen.getByText('Connect a Gmail mailbox first.')).toBeInTheDocument();
  });
});
