import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import type { SalesHistoryRow } from '@/features/account/api/get-listings';
import { mockApi, payoutsReply, reply, sessionRoutes, testUser, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const ada = testUser();
const base = `/api/customer/${ada.id}`;
const record = {
  ...ada,
  streetAddress1: '12 Analytical Row',
  streetAddress2: '',
  city: 'London',
  state: '',
  zipCode: 'W1 1AA',
  country: 'United Kingdom',
  language: 'EN',
};

const row = (overrides: Partial<SalesHistoryRow>): SalesHistoryRow => ({
  id: 'L1',
  eventName: 'Harbour Lights Festival',
  eventDate: '2027-03-14T19:30:00-04:00',
  updatedAt: '2026-06-02T12:00:00.000Z',
  soldAt: '2026-06-01T12:00:00.000Z',
  finalSalePrice: 25_000,
  commissionEarned: 3_750,
  sellerPayout: 21_250,
  status: 'sold',
  ...overrides,
});

const totals = {
  grossSalesThisYear: 25_000,
  sellerEarningsTotal: 21_250,
  soldCount: 1,
  listedCount: 1,
  pendingCount: 0,
  form1099ThresholdCents: 60_000,
};

/** A payout of GET …/payouts (issue 9) for a listing, in cents. */
const payout = (listingId: string, status: 'pending' | 'sent' | 'paid') => ({
  listingId,
  eventName: 'Harbour Lights Festival',
  salePriceCents: 25_000,
  commissionCents: 3_750,
  amountCents: 21_250,
  status,
  payoutMethodLabel: 'ACH ••••6789',
  createdAt: '2026-06-01T12:00:00.000Z',
  sentAt: null,
  paidAt: status === 'paid' ? '2026-06-03T12:00:00.000Z' : null,
});

function profileRoutes({
  customer = record,
  listings = [] as SalesHistoryRow[],
  listingTotals = totals as Partial<typeof totals> | undefined,
  payouts = [] as unknown[],
  payoutTotals = {} as Parameters<typeof payoutsReply>[1],
} = {}): Record<string, ApiHandler> {
  return {
    ...sessionRoutes(ada),
    [`GET ${base}`]: reply(200, { success: true, customer }),
    [`GET ${base}/listings`]: reply(200, { success: true, listings, totals: listingTotals }),
    [`GET ${base}/payouts`]: payoutsReply(payouts, payoutTotals),
  };
}

async function openProfile() {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, '/account/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  await screen.findByRole('heading', { level: 2, name: 'Contact Information' });
  return { user, ...view };
}

afterEach(() => {
  toast.dismiss();
});

describe('account profile, contact information', () => {
  it('shows the saved details read-only, with Profile current in the sidebar', async () => {
    mockApi(profileRoutes());
    await openProfile();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Street Address')).toHaveValue('12 Analytical Row');
    expect(screen.getByLabelText('Country')).toHaveValue('United Kingdom');
    expect(screen.getByLabelText('Country')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Country'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['United States', 'Canada', 'United Kingdom', 'Australia', 'Germany', 'France', 'Other']);
  });

  it('defaults the country to United States and the language to English', async () => {
    mockApi(profileRoutes({ customer: { ...record, country: '', language: '' } }));
    await openProfile();
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    expect(screen.getByLabelText('Language')).toHaveValue('EN');
  });

  it('toggles Edit to Save Changes, saves every field and goes back to read-only', async () => {
    const api = mockApi(profileRoutes());
    api.set(`PUT ${base}/profile`, ({ body }) =>
      Response.json({ success: true, user: { ...record, ...(body as object) } }),
    );
    const { user } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Manchester');
    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await user.type(screen.getByLabelText('State / Province'), 'Ontario');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile information has been saved to your account.')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${base}/profile`)[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      streetAddress1: '12 Analytical Row',
      streetAddress2: '',
      city: 'Manchester',
      state: 'Ontario',
      zipCode: 'W1 1AA',
      country: 'Canada',
      language: 'EN',
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Manchester');
    expect(screen.getByLabelText('City')).toHaveAttribute('readonly');
  });

  it('restores the saved details on Cancel without a call', async () => {
    const api = mockApi(profileRoutes());
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(api.callsTo(`PUT ${base}/profile`)).toHaveLength(0);
  });

  it('asks a verified account for its current password when the email changes', async () => {
    const api = mockApi(profileRoutes());
    api.set(`PUT ${base}/profile`, () =>
      Response.json({
        success: true,
        user: { ...record, email: 'ada@newmail.example', emailConfirmed: false },
      }),
    );
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@newmail.example');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Please enter your current password: a verified account needs it to change its email address.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(`PUT ${base}/profile`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Current Password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Email Updated')).toBeInTheDocument();
    expect(screen.getByText('Please check your new email address for verification.')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${base}/profile`)[0]?.body).toMatchObject({
      email: 'ada@newmail.example',
      currentPassword: 'my password',
    });
  });

  it('does not send a password when the email is unchanged', async () => {
    const api = mockApi(profileRoutes());
    api.set(`PUT ${base}/profile`, () => Response.json({ success: true, user: record }));
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile Updated');
    expect(api.callsTo(`PUT ${base}/profile`)[0]?.body).not.toHaveProperty('currentPassword');
  });

  it.each([
    [
      'the server message of a refusal',
      reply(400, { success: false, message: 'Your current password is incorrect.' }),
      'Your current password is incorrect.',
    ],
    [
      'the generic text of a server failure',
      reply(500, { success: false, message: 'Something went wrong.' }),
      'Could not save your changes. Please try again.',
    ],
  ])('shows Save failed with %s and stays in edit mode', async (_case, handler, text) => {
    const api = mockApi(profileRoutes());
    api.set(`PUT ${base}/profile`, handler);
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });
});

describe('account profile, sales history and tax documents', () => {
  it('lists the listings in dollars with Paid only once the payout is paid, Processing otherwise', async () => {
    mockApi(
      profileRoutes({
        payouts: [payout('L1', 'paid'), payout('L3', 'sent')],
        listings: [
          row({}),
          row({ id: 'L3', eventName: 'Velvet Hour', soldAt: '2026-06-04T12:00:00.000Z' }),
          row({
            id: 'L2',
            eventName: 'Quiet Storm Tour',
            status: 'listed',
            soldAt: null,
            finalSalePrice: null,
            commissionEarned: null,
            sellerPayout: null,
          }),
        ],
      }),
    );
    await openProfile();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event', 'Date', 'Sale Price', 'Commission', 'Your Payout', 'Status', 'Payout']);
    const sold = within(table).getByRole('row', { name: /Harbour Lights Festival/ });
    expect(
      within(sold)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jun 1, 2026', '$250.00', '$37.50', '$212.50', 'Sold', 'Paid']);
    const listed = within(table).getByRole('row', { name: /Quiet Storm Tour/ });
    expect(
      within(listed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jun 2, 2026', '—', '—', '—', 'Listed', 'Processing']);
    // Sold, but its payout is only sent: not paid yet.
    const sent = within(table).getByRole('row', { name: /Velvet Hour/ });
    expect(
      within(sent)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jun 4, 2026', '$250.00', '$37.50', '$212.50', 'Sold', 'Processing']);
    expect(screen.getByRole('region', { name: 'Sales history' })).toHaveAttribute('tabindex', '0');

    // Phones get the same figures as stacked entries (the table is hidden below the sm breakpoint).
    const stacked = screen.getByRole('list', { name: 'Sales history' });
    const [first, , second] = within(stacked).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      'Harbour Lights FestivalSoldDateJun 1, 2026Sale Price$250.00Commission$37.50Your Payout$212.50PayoutPaid',
    );
    expect(second).toHaveTextContent('Quiet Storm TourListed');
    expect(second).toHaveTextContent('PayoutProcessing');
  });

  it('says when there are no sales yet', async () => {
    mockApi(profileRoutes());
    await openProfile();
    expect(await screen.findByText(/No sales yet/)).toBeInTheDocument();
  });

  it('tracks the gross sales of this year’s paid payouts against the 1099 threshold', async () => {
    mockApi(
      profileRoutes({
        listingTotals: { ...totals, grossSalesThisYear: 99_000 },
        payoutTotals: { grossPaidSalesThisYearCents: 45_000, form1099ThresholdCents: 60_000 },
      }),
    );
    await openProfile();
    const tracker = (await screen.findByRole('heading', { level: 2, name: 'Tax Documents' })).closest(
      '[data-slot=card]',
    ) as HTMLElement;
    expect(await within(tracker).findByText('$450.00')).toBeInTheDocument();
    expect(tracker).toHaveTextContent('$450.00 of $600.00 gross sales');
    expect(tracker).toHaveTextContent('75 %');
    expect(within(tracker).getByRole('progressbar', { name: /Form 1099-K tracker/ })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(tracker).toHaveTextContent('$150.00 more in sales this year');
    expect(tracker).not.toHaveTextContent('527');
  });

  it('uses the $600 default threshold when the server gives none, and says when it is reached', async () => {
    mockApi(
      profileRoutes({
        payoutTotals: { grossPaidSalesThisYearCents: 90_000, form1099ThresholdCents: undefined },
      }),
    );
    await openProfile();
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText(/\$900\.00/).closest('p')).toHaveTextContent(
      '$900.00 of $600.00 gross sales150 %',
    );
    expect(screen.getByText(/have reached the \$600\.00 threshold/)).toBeInTheDocument();
  });
});
