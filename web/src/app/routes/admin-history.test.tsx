import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import type { HistoryItem } from '@/features/admin/history/api/get-processing-history';
import { adminShellRoutes, currentQuery } from '@/features/admin/testing/admin-routes';
import { mockApi, reply, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const record = (n: number, overrides: Partial<HistoryItem> = {}): HistoryItem => ({
  id: `E${n}`,
  emailId: `E${n}`,
  processedAt: `2026-03-${String(10 + (n % 10)).padStart(2, '0')}T15:00:00.000Z`,
  receivedAt: '2026-03-02T15:00:00.000Z',
  senderEmail: `orders${n}@ticketmaster.example`,
  sender: 'Ticketmaster',
  subject: `Order ${n}`,
  extractionStatus: 'success',
  confidence: 94,
  processingTime: 1234,
  ticketInfo: {
    eventName: 'Harbour Lights',
    venue: 'Pier 9',
    eventDate: '2027-03-14T19:30:00-04:00',
    section: '104',
    row: 'C',
    seats: '5, 6',
    quantity: 2,
  },
  snippet: `Snippet of order ${n}`,
  extractionError: null,
  ...overrides,
});

function routes(history: ApiHandler, extra: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return { ...adminShellRoutes(), 'GET /api/processing-history': history, ...extra };
}

async function openHistory() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/history');
  await screen.findByRole('heading', { level: 1, name: 'Processing History' });
  return { user, ...view };
}

describe('Processing History', { timeout: 15_000 }, () => {
  it('pages through the records ten at a time', async () => {
    const asked: string[] = [];
    mockApi(
      routes(() => {
        const query = currentQuery();
        asked.push(query.toString());
        const page = Number(query.get('page'));
        const items =
          page === 1 ? Array.from({ length: 10 }, (_, i) => record(i + 1)) : [record(11), record(12)];
        return Response.json({ items, total: 12 });
      }),
    );
    const { user } = await openHistory();
    expect(await screen.findByText('Showing 1 to 10 of 12 records')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Email', 'Subject', 'Status', 'Confidence', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 records')).toBeInTheDocument();
    expect(screen.getByText('Order 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(asked).toEqual(['page=1&pageSize=10', 'page=2&pageSize=10']);
  });

  it('says there are no records', async () => {
    mockApi(routes(reply(200, { items: [], total: 0 })));
    await openHistory();
    expect(await screen.findByText('No processing history records found')).toBeInTheDocument();
  });

  it('shows the details of a run with its raw content', async () => {
    mockApi(
      routes(reply(200, { items: [record(1)], total: 1 }), {
        'GET /api/emails/E1': reply(200, {
          success: true,
          email: { id: 'E1', rawContent: 'Full body of order 1', html: null },
        }),
      }),
    );
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: 'View details of Order 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Details' });
    expect(within(dialog).getByText('1,234 ms')).toBeInTheDocument();
    expect(within(dialog).getByText('94%')).toBeInTheDocument();
    expect(within(dialog).getByText('Harbour Lights')).toBeInTheDocument();
    expect(within(dialog).getByText('Mar 14, 2027, 7:30 PM')).toBeInTheDocument();
    expect(await within(dialog).findByText('Full body of order 1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Process Again' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to the snippet, shows the error and processes a failed email again', async () => {
    const failed = record(2, {
      extractionStatus: 'failed',
      confidence: null,
      ticketInfo: null,
      extractionError: 'No event name found',
    });
    const api = mockApi(
      routes(reply(200, { items: [failed], total: 1 }), {
        'GET /api/emails/E2': reply(404, { success: false, message: 'Email not found' }),
        'POST /api/emails/E2/reprocess': reply(202, { success: true, message: 'Processing started.' }),
      }),
    );
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: 'View details of Order 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Details' });
    expect(await within(dialog).findByText('Snippet of order 2')).toBeInTheDocument();
    expect(within(dialog).getByText('No event name found')).toBeInTheDocument();
    expect(within(dialog).getByText('No ticket information was extracted.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Process Again' }));
    expect(await screen.findByText('Processing started')).toBeInTheDocument();
    expect(api.callsTo('POST /api/emails/E2/reprocess')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/processing-history')).toHaveLength(2));
  });

  it('says Processing failed when the server refuses to process again', async () => {
    mockApi(
      routes(reply(200, { items: [record(3, { extractionStatus: 'needs_review' })], total: 1 }), {
        'GET /api/emails/E3': reply(200, { success: true, email: { id: 'E3', rawContent: '' } }),
        'POST /api/emails/E3/reprocess': reply(409, {
          success: false,
          message: 'This email is being processed already.',
        }),
      }),
    );
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: 'View details of Order 3' }));
    await user.click(await screen.findByRole('button', { name: 'Process Again' }));
    expect(await screen.findByText('Processing failed')).toBeInTheDocument();
    expect(screen.getByText('This email is being processed already.')).toBeInTheDocument();
  });
});
