import { z } from 'zod';
import { requireSession } from '../../core/auth/sessions.ts';
import { completeAuthorization } from '../../core/gmail/complete-authorization.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

export const completeAuthBodySchema = z.object({
  code: z.string().trim().min(1, 'The authorization code is missing.').max(2048),
});

/** POST /api/gmail/auth-complete {code}: connects the mailbox the admin consented to in Google's window. */
export const completeAuth = defineRoute({ body: completeAuthBodySchema }, async ({ body, event }) => {
  const { email } = await completeAuthorization(body.code, requireSession(event).userId);
  return ok({ success: true, message: 'Successfully connected to Gmail.', user: { email } });
});
