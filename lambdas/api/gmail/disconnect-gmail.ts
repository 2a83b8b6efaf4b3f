import { recordAudit } from '../../core/audit/record-audit.ts';
import { disconnectGmail as forgetMailbox } from '../../core/gmail/disconnect.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** POST /api/gmail/disconnect: answers success also when no mailbox was connected (the end state holds). */
export const disconnectGmail = defineRoute({}, async ({ event }) => {
  await forgetMailbox();
  await recordAudit(event, {
    action: 'settings.gmail.disconnected',
    subjectType: 'settings',
    subjectId: 'gmail',
    summary: 'Disconnected the Gmail mailbox',
  });
  return ok({ success: true, message: 'Gmail disconnected' });
});
