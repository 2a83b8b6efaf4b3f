import { z } from 'zod';
import { requireSession } from '../../core/auth/sessions.ts';
import { toUserView } from '../../core/auth/user-view.ts';
import { db } from '../../core/db/client.ts';
import { CURRENT_TERMS_VERSION } from '../../core/listings/seller-terms.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { customerIdParamsSchema } from './get-customer.ts';

export const acceptTermsInputSchema = z.object({
  version: z.literal(CURRENT_TERMS_VERSION, {
    error: `Please accept the current terms (version ${CURRENT_TERMS_VERSION}).`,
  }),
});

/** POST /api/customer/{id}/accept-terms: records which terms the customer accepted, and when (DESIGN §6.18). */
export const acceptTerms = defineRoute(
  { params: customerIdParamsSchema, body: acceptTermsInputSchema },
  async ({ body, event }) => {
    const { user } = requireSession(event);
    const { data } = await db()
      .users.patch({ userId: user.userId })
      .set({ termsAcceptedVersion: body.version, termsAcceptedAt: new Date().toISOString() })
      .go({ response: 'all_new' });
    return ok({ success: true, user: toUserView(data) });
  },
);
