import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { readMailStatus } from '../../core/mail/mail-status.ts';

/** GET /api/email/status: outbound mail readiness for the admin e-mail templates screen. */
export const getEmailStatus = defineRoute({}, async () =>
  ok({ success: true, status: await readMailStatus() }),
);
