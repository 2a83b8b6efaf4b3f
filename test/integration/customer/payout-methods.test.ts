import { describe, expect, it } from 'vitest';
import { call, registerCustomer, tableOf } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';

const local = useLocalTarget();

interface MethodView {
  id: string;
  type: string;
  isDefault: boolean;
  accountInfo: Record<string, string>;
  lastFour: string | null;
}

const ach = {
  type: 'ACH',
  accountInfo: {
    accountHolderName: 'Noor Haddad',
    routingNumber: '021000021',
    accountNumber: '000123456789',
  },
};

describe('payment and payout methods (integration, local target)', () => {
  it('adds methods (first is default), masks numbers, switches and hands over the default', async () => {
    const seller = await registerCustomer(local.target);
    const base = `/api/customer/${seller.user.id}`;

    const first = await call<{ success: boolean; paymentMethod: MethodView }>(
      local.target,
      'POST',
      `${base}/payment-methods`,
      { cookie: seller.cookie, body: ach },
    );
    expect(first.status).toBe(201);
    expect(first.body.paymentMethod).toMatchObject({
      type: 'ACH',
      isDefault: true,
      lastFour: '6789',
      accountInfo: { accountHolderName: 'Noor Haddad', routingNumber: '••••0021', accountNumber: '••••6789' },
    });
    expect(JSON.stringify(first.body)).not.toContain('000123456789');

    const paypal = await call<{ payoutMethod: MethodView }>(local.target, 'POST', `${base}/payout-methods`, {
      cookie: seller.cookie,
      body: { type: 'PayPal', accountInfo: { email: 'Noor@Example.com' }, isDefault: true },
    });
    expect(paypal.status).toBe(201);
    expect(paypal.body.payoutMethod).toMatchObject({
      type: 'PayPal',
      isDefault: true,
      accountInfo: { email: 'noor@example.com' },
    });

    const listed = await call<{ paymentMethods: MethodView[] }>(
      local.target,
      'GET',
      `${base}/payment-methods`,
      {
        cookie: seller.cookie,
      },
    );
    expect(listed.body.paymentMethods.map((method) => [method.type, method.isDefault])).toEqual([
      ['ACH', false],
      ['PayPal', true],
    ]);
    const achId = first.body.paymentMethod.id;
    const paypalId = paypal.body.payoutMethod.id;

    const setDefault = await call(local.target, 'PUT', `${base}/payment-methods/${achId}/set-default`, {
      cookie: seller.cookie,
    });
    expect(setDefault.status).toBe(200);
    const afterSwitch = await call<{ payoutMethods: MethodView[] }>(
      local.target,
      'GET',
      `${base}/payout-methods`,
      {
        cookie: seller.cookie,
      },
    );
    expect(afterSwitch.body.payoutMethods.map((method) => [method.id, method.isDefault])).toEqual([
      [achId, true],
      [paypalId, false],
    ]);

    const deleted = await call(local.target, 'DELETE', `${base}/payment-methods/${achId}`, {
      cookie: seller.cookie,
    });
    expect(deleted.status).toBe(200);
    const afterDelete = await call<{ paymentMethods: MethodView[] }>(
      local.target,
      'GET',
      `${base}/payment-methods`,
      {
        cookie: seller.cookie,
      },
    );
    expect(afterDelete.body.paymentMethods.map((method) => [method.id, method.isDefault])).toEqual([
      [paypalId, true],
    ]);

    const { data, close } = tableOf(local.target);
    try {
      const { data: stored } = await data.payoutMethods.query.byCustomer({ customerId: seller.user.id }).go();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.accountInfoEncrypted).toMatch(/^v1\./);
      expect(stored[0]!.accountInfoEncrypted).not.toContain('noor@example.com');
    } finally {
      close();
    }
  });

  it('refuses bad details, unknown methods and other customers', async () => {
    const seller = await registerCustomer(local.target);
    const base = `/api/customer/${seller.user.id}`;
    const add = (body: unknown) =>
      call<{ message: string }>(local.target, 'POST', `${base}/payment-methods`, {
        cookie: seller.cookie,
        body,
      });

    const noType = await add({ accountInfo: {} });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toBe('Please check type: Please choose a payout type: ACH, PayPal or Zelle.');

    const shortRouting = await add({ ...ach, accountInfo: { ...ach.accountInfo, routingNumber: '1234' } });
    expect(shortRouting.status).toBe(400);
    expect(shortRouting.body.message).toBe(
      'Please check accountInfo.routingNumber: The routing number has 9 digits.',
    );

    const badZelle = await add({ type: 'Zelle', accountInfo: { contact: 'not reachable' } });
    expect(badZelle.status).toBe(400);
    expect(badZelle.body.message).toBe(
      'Please check accountInfo.contact: Please enter the e-mail address or phone number registered with Zelle.',
    );

    const unknown = await call<{ message: string }>(local.target, 'DELETE', `${base}/payment-methods/NOPE`, {
      cookie: seller.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find this payment method.');

    const mine = await add({ type: 'Zelle', accountInfo: { contact: '+1 (555) 010-0199' } });
    expect(mine.status).toBe(201);
    const stranger = await registerCustomer(local.target);
    const foreign = await call(local.target, 'GET', `${base}/payment-methods`, { cookie: stranger.cookie });
    expect(foreign.status).toBe(403);
  });
});
