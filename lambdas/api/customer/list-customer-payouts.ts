import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { customerPayouts } from '../../core/payouts/customer-payouts.ts';
import { customerIdParamsSchema } from './get-customer.ts';

/**
 * GET /api/customer/{id}/payouts: the seller's payouts newest first and the payment portal's totals
 * (the access middleware lets only customer {id}, or an admin, through: DESIGN §6.5).
 */
export const listCustomerPayouts = defineRoute({ params: customerIdParamsSchema }, async ({ params }) =>
  ok({ success: true, ...(await customerPayouts(params.id)) }),
);
