import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import { adminCustomer, customerId } from '@/features/admin/customers/testing/fixtures';
import { mockApi, reply, sessionRoutes, testUser, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

// A screen is a lazy chunk: its first visit waits for vite, which is slow on a busy machine.
const firstLoad = { timeout: 20_000 };

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });
const customerPath = `/api/admin/customers/${customerId}`;

function routes(overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    ...sessionRoutes(admin),
    'GET /api/admin/customers/search': reply(200, { success: true, items: [adminCustomer()] }),
    [`GET ${customerPath}`]: reply(200, { success: true, customer: adminCustomer() }),
    'GET /api/admin/audit-log': reply(200, { success: true, items: [], nextCursor: null }),
    ...overrides,
  };
}

async function openPage(path = '/admin/customers') {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, path);
  await screen.findByRole('heading', { level: 1, name: 'Customer Management' }, firstLoad);
  return { user, ...view };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('customer search', { timeout: 30_000 }, () => {
  it('searches only once the query is longer than 2 characters, and opens the chosen customer', async () => {
    const api = mockApi(routes());
    const { user, router } = await openPage();
    const box = screen.getByRole('searchbox', { name: 'Search customers' });

    await user.type(box, ' gr ');
    await pause(400);
    expect(api.callsTo('GET /api/admin/customers/search')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'gra');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const calls = api.callsTo('GET /api/admin/customers/search');
    expect(calls).toHaveLength(1);
    expect(within(results).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(results).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(results).getByText(/grace\.hopper\.q1w2@relay\.example/)).toBeInTheDocument();
    expect(within(results).getByText('Active')).toBeInTheDocument();

    await user.click(within(results).getByRole('button', { name: /Grace Hopper/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?customer=${customerId}`);
  });

  it('sends the trimmed query and shows Inactive accounts', async () => {
    const api = mockApi(
      routes({
        'GET /api/admin/customers/search': reply(200, {
          success: true,
          items: [adminCustomer({ isActive: false })],
        }),
      }),
    );
    const { user } = await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), '  hopper ');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('Inactive')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/customers/search')).toHaveLength(1);
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/admin/customers/search?q=hopper');
  });

  it('says Failed to search customers when the search fails', async () => {
    mockApi(
      routes({
        'GET /api/admin/customers/search': reply(400, {
          success: false,
          message: 'Please enter at least 3 characters to search',
        }),
      }),
    );
    const { user } = await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'grace');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search customers');
  });
});

describe('customer overview', { timeout: 30_000 }, () => {
  it('keeps the chosen customer after a reload and shows the account dates', async () => {
    mockApi(routes());
    await openPage(`/admin/customers?customer=${customerId}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', 'Not provided');
    expect(screen.getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Account Active' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText('No admin changes recorded yet')).toBeInTheDocument();
  });

  it('saves one field per PATCH and says Customer updated successfully', async () => {
    const api = mockApi(
      routes({
        [`PATCH ${customerPath}`]: ({ body }) =>
          Response.json({
            success: true,
            message: 'Customer updated successfully',
            customer: adminCustomer(body as object),
          }),
      }),
    );
    const { user } = await openPage(`/admin/customers?customer=${customerId}`);
    const lastName = await screen.findByLabelText('Last Name');
    await user.clear(lastName);
    await user.type(lastName, 'Murray Hopper');
    await user.click(screen.getByRole('button', { name: 'Save Last Name' }));
    expect(await screen.findByText('Customer updated successfully')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Phone'), '+1 555 0199{Enter}');
    await waitFor(() => expect(api.callsTo(`PATCH ${customerPath}`)).toHaveLength(2));
    expect(api.callsTo(`PATCH ${customerPath}`).map((call) => call.body)).toEqual([
      { lastName: 'Murray Hopper' },
      { phone: '+1 555 0199' },
    ]);
  });

  it('shows the server message when an e-mail is taken', async () => {
    mockApi(
      routes({
        [`PATCH ${customerPath}`]: reply(409, {
          success: false,
          message: 'Another account already uses this email address.',
        }),
      }),
    );
    const { user } = await openPage(`/admin/customers?customer=${customerId}`);
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Email' }));
    expect(await screen.findByText('Failed to update customer')).toBeInTheDocument();
    expect(screen.getByText('Another account already uses this email address.')).toBeInTheDocument();
  });

  it('refuses an invalid e-mail without calling the server', async () => {
    const api = mockApi(routes());
    const { user } = await openPage(`/admin/customers?customer=${customerId}`);
    const email = await screen.findByLabelText('Transfer Email');
    await user.clear(email);
    await user.type(email, 'not-an-address{Enter}');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${customerPath}`)).toHaveLength(0);
  });

  it('saves the Account Active switch at once', async () => {
    const api = mockApi(
      routes({
        [`PATCH ${customerPath}`]: reply(200, {
          success: true,
          customer: adminCustomer({ isActive: false }),
        }),
      }),
    );
    const { user } = await openPage(`/admin/customers?customer=${customerId}`);
    await user.click(await screen.findByRole('switch', { name: 'Account Active' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Account Active' })).toHaveAttribute('aria-checked', 'false'),
    );
    expect(api.callsTo(`PATCH ${customerPath}`)[0]?.body).toEqual({ isActive: false });
  });

  it('lists the recent admin changes of this customer', async () => {
    const api = mockApi(
      routes({
        'GET /api/admin/audit-log': reply(200, {
          success: true,
          nextCursor: null,
          items: [
            {
              id: 'a1',
              actorId: admin.id,
              actorEmail: 'ops@example.com',
              action: 'customer.updated',
              subjectType: 'customer',
              subjectId: customerId,
              changes: { lastName: { from: 'Hopper', to: 'Murray Hopper' } },
              summary: 'Updated the last name',
              createdAt: '2026-11-20T12:00:00.000Z',
            },
          ],
        }),
      }),
    );
    await openPage(`/admin/customers?customer=${customerId}`);
    const section = await screen.findByRole('region', { name: 'Recent admin changes' });
    expect(await within(section).findByText('customer.updated')).toBeInTheDocument();
    expect(within(section).getByText(/Hopper/)).toHaveTextContent('Last name: Hopper → Murray Hopper');
    const fetchMock = vi.mocked(fetch);
    const url = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((input) => input.startsWith('/api/admin/audit-log'));
    expect(url).toContain('subjectType=customer');
    expect(url).toContain(`subjectId=${customerId}`);
    expect(api.callsTo('GET /api/admin/audit-log')).toHaveLength(1);
  });

  it('says Failed to fetch customer details when the customer cannot be read', async () => {
    mockApi(
      routes({ [`GET ${customerPath}`]: reply(404, { success: false, message: 'Customer not found' }) }),
    );
    await openPage(`/admin/customers?customer=${customerId}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch customer details');
    expect(alert).toHaveTextContent('Customer not found');
  });
});
