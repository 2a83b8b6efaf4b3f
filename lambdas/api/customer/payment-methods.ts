import { z } from 'zod';
import { accountInfoSchemas } from '../../core/payout-methods/account-info.ts';
import {
  addPayoutMethod,
  deletePayoutMethod,
  payoutMethodsOf,
  setDefaultPayoutMethod,
  toPayoutMethodView,
} from '../../core/payout-methods/payout-methods.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { created, ok } from '../../core/http/responses.ts';
import { customerIdParamsSchema } from './get-customer.ts';

// DESIGN §6.4: payment methods and payout methods are one entity, served under both route families
// of spec 000 §7. Each family answers with its own key (paymentMethods / payoutMethods).

const isDefault = z.boolean({ error: 'Please say whether this is the default method.' }).optional();

const addMethodInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('ACH'), accountInfo: accountInfoSchemas.ACH, isDefault }),
    z.object({ type: z.literal('PayPal'), accountInfo: accountInfoSchemas.PayPal, isDefault }),
    z.object({ type: z.literal('Zelle'), accountInfo: accountInfoSchemas.Zelle, isDefault }),
  ],
  { error: 'Please choose a payout type: ACH, PayPal or Zelle.' },
);

const methodParamsSchema = customerIdParamsSchema.extend({
  methodId: z.string().min(1).max(64),
});

type Family = 'payment' | 'payout';

const listMethods = (family: Family) =>
  defineRoute({ params: customerIdParamsSchema }, async ({ params }) => {
    const methods = (await payoutMethodsOf(params.id)).map(toPayoutMethodView);
    return ok({ success: true, [`${family}Methods`]: methods });
  });

const addMethod = (family: Family) =>
  defineRoute({ params: customerIdParamsSchema, body: addMethodInputSchema }, async ({ params, body }) => {
    const method = await addPayoutMethod(params.id, body);
    return created({ success: true, [`${family}Method`]: toPayoutMethodView(method) });
  });

const deleteMethod = defineRoute({ params: methodParamsSchema }, async ({ params }) => {
  await deletePayoutMethod(params.id, params.methodId);
  return ok({ success: true });
});

const setDefaultMethod = defineRoute({ params: methodParamsSchema }, async ({ params }) => {
  await setDefaultPayoutMethod(params.id, params.methodId);
  return ok({ success: true });
});

export const listPaymentMethods = listMethods('payment');
export const listPayoutMethods = listMethods('payout');
export const addPaymentMethod = addMethod('payment');
export const addPayoutMethodRoute = addMethod('payout');
export const deletePaymentMethod = deleteMethod;
export const deletePayoutMethodRoute = deleteMethod;
export const setDefaultPaymentMethod = setDefaultMethod;
export const setDefaultPayoutMethodRoute = setDefaultMethod;
