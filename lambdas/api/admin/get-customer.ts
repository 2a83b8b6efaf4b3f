import { toAdminCustomerView } from '../../core/admin-customers/customer-view.ts';
import { findCustomer } from '../../core/admin-customers/find-customer.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { idParamsSchema } from './params.ts';

/** GET /api/admin/customers/{id}. */
export const getCustomer = defineRoute({ params: idParamsSchema }, async ({ params }) =>
  ok({ success: true, customer: toAdminCustomerView(await findCustomer(params.id)) }),
);
