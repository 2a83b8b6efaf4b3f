import { accountMessages } from '../../core/auth/account-messages.ts';
import { endSession } from '../../core/auth/sessions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** POST /api/logout: ends this session on the server and clears the cookie (also without one). */
export const logout = defineRoute({}, async ({ event }) =>
  ok({ success: true, message: accountMessages.signedOut }, { cookies: [await endSession(event)] }),
);
