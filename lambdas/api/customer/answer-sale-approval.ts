import { z } from 'zod';
import { requireSession } from '../../core/auth/sessions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { toCustomerTicketView } from '../../core/listings/customer-ticket-view.ts';
import { answerSaleApproval as answer } from '../../core/sales/answer-sale-approval.ts';
import { ticketIdSchema } from './approve-ticket.ts';
import { customerIdParamsSchema } from './get-customer.ts';

const saleApprovalInputSchema = z.object({
  ticketId: ticketIdSchema,
  decision: z.enum(['accept', 'decline'], { error: 'Please choose to accept or decline the offer.' }),
});

/**
 * POST /api/customer/{id}/sale-approval: the seller accepts (the ticket is sold at the offered price)
 * or declines (the offer is removed, the ticket stays listed) an offer below their floor price.
 */
export const answerSaleApproval = defineRoute(
  { params: customerIdParamsSchema, body: saleApprovalInputSchema },
  async ({ body, event }) => {
    const { user } = requireSession(event);
    const listing = await answer(user, body.ticketId, body.decision);
    return ok({ success: true, ticket: toCustomerTicketView(listing) });
  },
);
