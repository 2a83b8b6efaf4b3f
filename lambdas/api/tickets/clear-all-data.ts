import { clearAllData as removeAllData } from '../../core/admin-tickets/clear-data.ts';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** DELETE /api/data: e-mails, tickets, processing history and ML performance stats. */
export const clearAllData = defineRoute({}, async ({ event }) => {
  await removeAllData();
  await recordAudit(event, {
    action: 'data.all_cleared',
    subjectType: 'data',
    subjectId: 'all',
    summary: 'Cleared all e-mails, tickets and ML performance stats',
  });
  return ok({ success: true, message: 'All data cleared' });
});
