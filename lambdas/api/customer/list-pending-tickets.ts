import { customerTicketsOf } from '../../core/listings/customer-listings.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { customerIdParamsSchema } from './get-customer.ts';

/** GET /api/customer/{id}/pending-tickets (spec 000 §7): the customer's pending listings, newest first. */
export const listPendingTickets = defineRoute({ params: customerIdParamsSchema }, async ({ params }) =>
  ok({ success: true, tickets: await customerTicketsOf(params.id, 'pending') }),
);
