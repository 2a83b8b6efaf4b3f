import { requireSession } from '../../core/auth/sessions.ts';
import { toUserView } from '../../core/auth/user-view.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/user: whoever is signed in, customer or admin (401 from the access middleware otherwise). */
export const getCurrentUser = defineRoute({}, async ({ event }) =>
  ok({ success: true, user: toUserView(requireSession(event).user) }),
);
