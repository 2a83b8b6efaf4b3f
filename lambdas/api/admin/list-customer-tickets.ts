import { listingsOfCustomer } from '../../core/admin-customers/admin-listings.ts';
import { findCustomer } from '../../core/admin-customers/find-customer.ts';
import { toAdminListingView } from '../../core/admin-customers/listing-view.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { idParamsSchema } from './params.ts';

/** GET /api/admin/customers/{id}/tickets: every listing of the customer, every status, newest first. */
export const listCustomerTickets = defineRoute({ params: idParamsSchema }, async ({ params }) => {
  const customer = await findCustomer(params.id);
  const listings = await listingsOfCustomer(customer.userId);
  return ok({ success: true, items: listings.map(toAdminListingView) });
});
