import { accountMessages } from '../../core/auth/account-messages.ts';
import { verifyEmailWithToken } from '../../core/auth/email-verification.ts';
import { tokenParamSchema } from '../../core/auth/fields.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/**
 * GET /api/customer/verify/{token}: uses a verification link once. A forged, used or expired link is
 * a 400 whose message contains 'Invalid' and 'expired' (the SPA shows its error state on those).
 */
export const verifyEmail = defineRoute({ params: tokenParamSchema }, async ({ params }) => {
  await verifyEmailWithToken(params.token);
  return ok({ success: true, message: accountMessages.emailVerified });
});
