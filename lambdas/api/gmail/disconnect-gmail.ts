import { disconnectGmail as forgetMailbox } from '../../core/gmail/disconnect.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** POST /api/gmail/disconnect: answers success also when no mailbox was connected (the end state holds). */
export const disconnectGmail = defineRoute({}, async () => {
  await forgetMailbox();
  return ok({ success: true, message: 'Gmail disconnected' });
});
