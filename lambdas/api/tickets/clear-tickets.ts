import { clearTickets as removeAllTickets } from '../../core/admin-tickets/clear-data.ts';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** DELETE /api/tickets: every extracted ticket (and its pending listing); the e-mails stay. */
export const clearTickets = defineRoute({}, async ({ event }) => {
  const removed = await removeAllTickets();
  await recordAudit(event, {
    action: 'data.tickets_cleared',
    subjectType: 'data',
    subjectId: 'tickets',
    summary: `Cleared ${removed} ticket(s); e-mails kept`,
  });
  return ok({ success: true, message: 'Tickets cleared', removed });
});
