import { correctTicket as saveCorrection } from '../../core/admin-tickets/correct-ticket.ts';
import { toAdminTickets } from '../../core/admin-tickets/ticket-view.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { recordReview } from './review-audit.ts';
import { ticketCorrectionSchema, ticketIdParamsSchema } from './ticket-schemas.ts';

/** PATCH /api/tickets/{id}: the admin's correction (verifies the ticket; its pending listing follows). */
export const correctTicket = defineRoute(
  { params: ticketIdParamsSchema, body: ticketCorrectionSchema },
  async ({ params, body, event }) => {
    const change = await saveCorrection(params.id, body, requireSession(event).userId);
    await recordReview(event, 'ticket.corrected', change);
    const [ticket] = await toAdminTickets([change.after]);
    return ok({ success: true, message: 'The ticket information has been updated successfully', ticket });
  },
);
