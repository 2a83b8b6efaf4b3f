import { z } from 'zod';
import { requireSession } from '../../core/auth/sessions.ts';
import { approveListing } from '../../core/listings/approve-listing.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { toCustomerTicketView } from '../../core/listings/customer-ticket-view.ts';
import { customerIdParamsSchema } from './get-customer.ts';

export const ticketIdSchema = z
  .string({ error: 'Please choose a ticket.' })
  .trim()
  .min(1, 'Please choose a ticket.')
  .max(64, 'This ticket id is not valid.');

const approveTicketInputSchema = z.object({ ticketId: ticketIdSchema });

/** POST /api/customer/{id}/approve-ticket (spec 000 §7): pending → listed, after terms and e-mail checks. */
export const approveTicket = defineRoute(
  { params: customerIdParamsSchema, body: approveTicketInputSchema },
  async ({ body, event }) => {
    const { user } = requireSession(event);
    const listing = await approveListing(user, body.ticketId);
    return ok({
      success: true,
      message: 'Ticket status updated successfully',
      ticket: toCustomerTicketView(listing),
    });
  },
);
