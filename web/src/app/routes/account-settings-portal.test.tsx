import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import type { PaymentMethod } from '@/features/account/api/get-payment-methods';
import { DEFAULT_METHOD_SUCCESS_MS } from '@/features/account/components/payout-methods';
import { mockApi, payoutsReply, reply, sessionRoutes, testUser, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const ada = testUser();
const base = `/api/customer/${ada.id}`;

const bank: PaymentMethod = {
  id: 'M1',
  type: 'ACH',
  isDefault: true,
  isActive: true,
  accountInfo: { accountHolderName: 'Ada Lovelace', routingNumber: '••••0021', accountNumber: '••••6789' },
  lastFour: '6789',
  displayLabel: 'Bank account ••••6789',
};
const paypal: PaymentMethod = {
  id: 'M2',
  type: 'PayPal',
  isDefault: false,
  isActive: true,
  accountInfo: { email: 'ada@paypal.example' },
  lastFour: null,
  displayLabel: 'PayPal ada@paypal.example',
};

const payoutTotals = {
  pendingCents: 21_250,
  paidThisYearCents: 123_456,
  paidTotalCents: 150_000,
  grossPaidSalesThisYearCents: 145_242,
};

const paidPayout = {
  listingId: 'L1',
  eventName: 'Harbour Lights Festival',
  salePriceCents: 25_000,
  commissionCents: 3_750,
  amountCents: 21_250,
  status: 'paid',
  payoutMethodLabel: 'ACH ••••6789',
  createdAt: '2026-06-01T12:00:00.000Z',
  sentAt: '2026-06-02T12:00:00.000Z',
  paidAt: '2026-06-03T12:00:00.000Z',
};
const pendingPayout = {
  ...paidPayout,
  listingId: 'L2',
  eventName: 'Quiet Storm Tour',
  amountCents: 8_500,
  status: 'pending',
  payoutMethodLabel: null,
  createdAt: '2026-06-05T12:00:00.000Z',
  sentAt: null,
  paidAt: null,
};

function portalRoutes(methods: PaymentMethod[], payouts: unknown[] = []): Record<string, ApiHandler> {
  return {
    ...sessionRoutes(ada),
    [`GET ${base}/payment-methods`]: reply(200, { success: true, paymentMethods: methods }),
    [`GET ${base}/payouts`]: payoutsReply(payouts, payoutTotals),
  };
}

async function openPortal({ fakeTimers = false } = {}) {
  const user = fakeTimers
    ? userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    : userEvent.setup();
  renderRoutes(createRoutes, '/account/settings?tab=portal');
  await screen.findByRole('heading', { level: 2, name: 'Payout Methods' });
  return user;
}

const methodItem = (text: string) =>
  within(screen.getByRole('list', { name: 'Your payout methods' }))
    .getByText(text)
    .closest('li') as HTMLElement;

// sonner keeps toasts in a module-wide store and shows the live ones to the next test's Toaster.
afterEach(() => {
  toast.dismiss();
});

describe('account settings, payment portal', () => {
  it('shows the payout totals and the payout timing, with no sample figures', async () => {
    mockApi(portalRoutes([]));
    await openPortal();
    const earnings = (await screen.findByText('Paid this year')).closest('dl') as HTMLElement;
    expect(earnings).toHaveTextContent('Pending$212.50');
    expect(earnings).toHaveTextContent('Paid this year$1,234.56');
    expect(earnings).toHaveTextContent('Total paid$1,500.00');
    expect(screen.getByText(/1-2 business days after the sale/)).toHaveTextContent(
      'You keep 85 % of each sale (15 % commission).',
    );
    expect(
      screen.getByText('No payouts yet. When a ticket sells, its payout appears here.'),
    ).toBeInTheDocument();
  });

  it('lists the real payouts as transactions: event, date, amount, status and method', async () => {
    mockApi(portalRoutes([], [pendingPayout, paidPayout]));
    await openPortal();
    const table = within(await screen.findByRole('region', { name: 'Transactions' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event', 'Date', 'Amount', 'Status', 'Method']);
    const paid = within(table).getByRole('row', { name: /Harbour Lights Festival/ });
    expect(
      within(paid)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jun 3, 2026', '$212.50', 'Paid', 'ACH ••••6789']);
    const pending = within(table).getByRole('row', { name: /Quiet Storm Tour/ });
    expect(
      within(pending)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jun 5, 2026', '$85.00', 'Pending', 'No payout method yet']);
    const [first] = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      'Quiet Storm TourPendingDateJun 5, 2026Amount$85.00MethodNo payout method yet',
    );
  });

  it('lists the methods with masked numbers only and marks the default', async () => {
    mockApi(portalRoutes([bank, paypal]));
    await openPortal();
    await screen.findByRole('list', { name: 'Your payout methods' });
    const ach = methodItem('Bank account (ACH)');
    expect(ach).toHaveTextContent('Ada Lovelace · Account ••••6789 · Routing ••••0021');
    expect(within(ach).getByText('Default')).toBeInTheDocument();
    expect(within(ach).queryByRole('button', { name: /Set as Default/ })).not.toBeInTheDocument();
    const pp = methodItem('PayPal');
    expect(pp).toHaveTextContent('ada@paypal.example');
    expect(within(pp).queryByText('Default')).not.toBeInTheDocument();
    expect(
      within(pp).getByRole('button', { name: 'Set as Default: PayPal ada@paypal.example' }),
    ).toBeEnabled();
  });

  it('needs a type, then adds the first method (ACH) as the default', async () => {
    const api = mockApi(portalRoutes([]));
    api.set(`POST ${base}/payment-methods`, () => {
      api.set(`GET ${base}/payment-methods`, reply(200, { success: true, paymentMethods: [bank] }));
      return Response.json({ success: true, paymentMethod: bank }, { status: 201 });
    });
    const user = await openPortal();
    expect(await screen.findByText(/No payout methods yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payment Method' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Method' }));
    expect(await within(dialog).findByText('Please choose a payout type.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/payment-methods`)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Payout type'), 'ACH');
    expect(within(dialog).queryByLabelText('Make this my default payout method')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Account holder name'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Routing number'), '021000021');
    await user.type(within(dialog).getByLabelText('Account number'), '123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Add Method' }));

    expect(await screen.findByText('Payment method added')).toBeInTheDocument();
    expect(screen.getByText('As your first payout method, it is now your default.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/payment-methods`)[0]?.body).toEqual({
      type: 'ACH',
      accountInfo: {
        accountHolderName: 'Ada Lovelace',
        routingNumber: '021000021',
        accountNumber: '123456789',
      },
      isDefault: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Ada Lovelace · Account ••••6789 · Routing ••••0021')).toBeInTheDocument();
  });

  it.each([
    ['PayPal', 'PayPal email', { email: 'ada@paypal.example' }, 'ada@paypal.example'],
    ['Zelle', 'Zelle email or phone', { contact: '+1 555 0100' }, '+1 555 0100'],
  ])('adds a %s method with only its own details and no default note', async (type, label, info, value) => {
    const api = mockApi(portalRoutes([bank]));
    api.set(`POST ${base}/payment-methods`, () =>
      Response.json(
        { success: true, paymentMethod: { ...paypal, type, accountInfo: info } },
        { status: 201 },
      ),
    );
    const user = await openPortal();
    await user.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payment Method' });
    await user.selectOptions(within(dialog).getByLabelText('Payout type'), type);
    await user.type(within(dialog).getByLabelText(label), value);
    await user.click(within(dialog).getByRole('button', { name: 'Add Method' }));

    expect(await screen.findByText('Payment method added')).toBeInTheDocument();
    expect(screen.queryByText(/now your default/)).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/payment-methods`)[0]?.body).toEqual({
      type,
      accountInfo: info,
      isDefault: false,
    });
  });

  it('can ask for a later method to become the default', async () => {
    const api = mockApi(portalRoutes([bank]));
    api.set(`POST ${base}/payment-methods`, () =>
      Response.json({ success: true, paymentMethod: { ...paypal, isDefault: true } }, { status: 201 }),
    );
    const user = await openPortal();
    await user.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Payout type'), 'PayPal');
    await user.type(within(dialog).getByLabelText('PayPal email'), 'ada@paypal.example');
    await user.click(within(dialog).getByLabelText('Make this my default payout method'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Method' }));

    expect(await screen.findByText('It is now your default payout method.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/payment-methods`)[0]?.body).toMatchObject({ isDefault: true });
  });

  it.each([
    [
      'the server error',
      reply(400, { success: false, message: 'The routing number has 9 digits.' }),
      'The routing number has 9 digits.',
    ],
    ['Failed to add', () => new Response('', { status: 500 }), 'Failed to add'],
  ])('shows %s when adding fails and keeps the dialog open', async (_case, handler, text) => {
    const api = mockApi(portalRoutes([]));
    api.set(`POST ${base}/payment-methods`, handler);
    const user = await openPortal();
    await user.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Payout type'), 'ACH');
    await user.type(within(dialog).getByLabelText('Routing number'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Add Method' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Failed to add')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Payment Method' })).toBeInTheDocument();
  });

  it('deletes a method after confirmation', async () => {
    const api = mockApi(portalRoutes([bank, paypal]));
    api.set(`DELETE ${base}/payment-methods/M2`, () => {
      api.set(`GET ${base}/payment-methods`, reply(200, { success: true, paymentMethods: [bank] }));
      return Response.json({ success: true });
    });
    const user = await openPortal();
    await user.click(await screen.findByRole('button', { name: 'Delete PayPal ada@paypal.example' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this payment method?' });
    expect(confirm).toHaveTextContent('PayPal ada@paypal.example will no longer receive payouts.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Payment method deleted')).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${base}/payment-methods/M2`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Delete Bank account ••••6789' })).toBeInTheDocument();
    expect(screen.queryByText('ada@paypal.example')).not.toBeInTheDocument();
  });

  it('does not delete when the confirmation is cancelled, and shows Failed to delete on failure', async () => {
    const api = mockApi(portalRoutes([bank]));
    api.set(`DELETE ${base}/payment-methods/M1`, () => new Response('', { status: 500 }));
    const user = await openPortal();
    const remove = await screen.findByRole('button', { name: 'Delete Bank account ••••6789' });

    await user.click(remove);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE ${base}/payment-methods/M1`)).toHaveLength(0);

    await user.click(remove);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete')).toBeInTheDocument();
  });

  it('sets a default after confirmation and shows the success dialog for about 1.33 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const api = mockApi(portalRoutes([bank, paypal]));
    api.set(`PUT ${base}/payment-methods/M2/set-default`, () => {
      api.set(
        `GET ${base}/payment-methods`,
        reply(200, {
          success: true,
          paymentMethods: [
            { ...bank, isDefault: false },
            { ...paypal, isDefault: true },
          ],
        }),
      );
      return Response.json({ success: true });
    });
    const user = await openPortal({ fakeTimers: true });

    await user.click(
      await screen.findByRole('button', { name: 'Set as Default: PayPal ada@paypal.example' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Set as default payment method?' });
    expect(confirm).toHaveTextContent('Future payouts will go to PayPal ada@paypal.example.');
    await user.click(within(confirm).getByRole('button', { name: 'Set as Default' }));

    const success = await screen.findByRole('dialog', { name: 'Default payment method updated' });
    expect(success).toHaveTextContent('PayPal ada@paypal.example will receive your future payouts.');
    expect(api.callsTo(`PUT ${base}/payment-methods/M2/set-default`)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(DEFAULT_METHOD_SUCCESS_MS - 200));
    expect(screen.getByRole('dialog', { name: 'Default payment method updated' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByRole('dialog', { name: 'Default payment method updated' })).not.toBeInTheDocument();
    expect(DEFAULT_METHOD_SUCCESS_MS).toBe(1_330);
    // The list was read again: the bank account is no longer the default.
    expect(
      await screen.findByRole('button', { name: 'Set as Default: Bank account ••••6789' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['the server error', reply(404, { success: false, message: 'We could not find this payment method.' })],
    ['Failed to set default payment method', () => new Response('', { status: 500 })],
  ])('shows %s when setting the default fails, with no success dialog', async (_case, handler) => {
    const api = mockApi(portalRoutes([bank, paypal]));
    api.set(`PUT ${base}/payment-methods/M2/set-default`, handler);
    const user = await openPortal();
    await user.click(
      await screen.findByRole('button', { name: 'Set as Default: PayPal ada@paypal.example' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Set as Default' }),
    );
    expect(await screen.findByText('Failed to set default payment method')).toBeInTheDocument();
    if (_case === 'the server error') {
      expect(screen.getByText('We could not find this payment method.')).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog', { name: 'Default payment method updated' })).not.toBeInTheDocument();
  });
});
