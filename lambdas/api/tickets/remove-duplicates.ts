import { removeDuplicates as removeDuplicateTickets } from '../../core/admin-tickets/duplicates.ts';
import { removalMessage } from '../../core/admin-tickets/remove-ticket.ts';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { removeDuplicatesSchema } from './ticket-schemas.ts';

/**
 * POST /api/tickets/remove-duplicates { ticketIds? }: the chosen duplicates, or every ticket of a group
 * but its first. A ticket whose listing is already listed or sold is kept, and the message says so.
 */
export const removeDuplicates = defineRoute({ body: removeDuplicatesSchema }, async ({ body, event }) => {
  const outcome = await removeDuplicateTickets(body.ticketIds);
  for (const ticket of outcome.removed) {
    await recordAudit(event, {
      action: 'ticket.duplicate_removed',
      subjectType: 'ticket',
      subjectId: ticket.ticketId,
      summary: `Removed duplicate ticket "${ticket.eventName}" (${[ticket.section, ticket.row, ticket.seats].filter(Boolean).join(' / ')})`,
    });
  }
  return ok({ success: true, message: removalMessage(outcome), removed: outcome.removed.length });
});
