import { findCustomer } from '../../core/admin-customers/find-customer.ts';
import { paymentMethodsOfCustomer } from '../../core/admin-customers/payment-methods.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { idParamsSchema } from './params.ts';

/** GET /api/admin/customers/{id}/payment-methods: type, last four digits, Default and Active flags. */
export const listCustomerPaymentMethods = defineRoute({ params: idParamsSchema }, async ({ params }) => {
  const customer = await findCustomer(params.id);
  return ok({ success: true, items: await paymentMethodsOfCustomer(customer.userId) });
});
