import { z } from 'zod';
import { accountMessages } from '../../core/auth/account-messages.ts';
import { resendVerificationEmail } from '../../core/auth/email-verification.ts';
import { emailField } from '../../core/auth/fields.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

export const resendVerificationInputSchema = z.object({ email: emailField });

/** POST /api/customer/resend-verification: a new link to the signed-in user's own address (5 an hour). */
export const resendVerification = defineRoute(
  { body: resendVerificationInputSchema },
  async ({ body, event }) => {
    const { user } = requireSession(event);
    const outcome = await resendVerificationEmail(user, body.email);
    return ok({
      success: true,
      message: outcome === 'sent' ? accountMessages.verificationSent : accountMessages.alreadyVerified,
    });
  },
);
