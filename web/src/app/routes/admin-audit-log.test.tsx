import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, reply, sessionRoutes, testUser, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

// A screen is a lazy chunk: its first visit waits for vite, which is slow on a busy machine.
const firstLoad = { timeout: 20_000 };

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });

const entry = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  actorId: admin.id,
  actorEmail: 'ops@example.com',
  action: 'customer.updated',
  subjectType: 'customer',
  subjectId: '01JCUSTOMER0000000000000042',
  changes: { isActive: { from: true, to: false } },
  summary: 'Suspended the account',
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

function routes(handler: ApiHandler): Record<string, ApiHandler> {
  return { ...sessionRoutes(admin), 'GET /api/admin/audit-log': handler };
}

async function openPage() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/admin/audit-log');
  await screen.findByRole('heading', { level: 1, name: 'Audit Log' }, firstLoad);
  return { user, ...view };
}

describe('audit log', { timeout: 30_000 }, () => {
  it('shows who changed what, and loads more pages', async () => {
    const api = mockApi(
      routes(() => {
        const url = String(vi.mocked(fetch).mock.calls.at(-1)?.[0]);
        return url.includes('cursor=page2')
          ? Response.json({
              success: true,
              nextCursor: null,
              items: [
                entry('e2', {
                  action: 'ticket.corrected',
                  subjectType: 'ticket',
                  subjectId: 't-9',
                  changes: { section: { from: null, to: '112' } },
                }),
              ],
            })
          : Response.json({ success: true, nextCursor: 'page2', items: [entry('e1')] });
      }),
    );
    const { user } = await openPage();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['When', 'Admin', 'Action', 'Subject', 'Changes']);
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('ops@example.com');
    expect(first).toHaveTextContent('customer.updated');
    expect(first).toHaveTextContent('Is active: Yes → No');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('ticket.corrected')).toBeInTheDocument();
    expect(
      within(table)
        .getByText(/Section:/)
        .closest('li'),
    ).toHaveTextContent('Section: (empty) → 112');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/audit-log')).toHaveLength(2);
  });

  it('says No admin changes recorded yet', async () => {
    mockApi(routes(reply(200, { success: true, items: [], nextCursor: null })));
    await openPage();
    expect(await screen.findByText('No admin changes recorded yet')).toBeInTheDocument();
  });

  it('shows the server message when the log cannot be read', async () => {
    mockApi(routes(reply(403, { success: false, message: 'Only admins can do this.' })));
    await openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this.');
  });
});
