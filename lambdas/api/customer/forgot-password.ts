import { z } from 'zod';
import { accountMessages } from '../../core/auth/account-messages.ts';
import { emailField } from '../../core/auth/fields.ts';
import { requestPasswordReset } from '../../core/auth/passwords.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { logger } from '../../core/logger.ts';

export const forgotPasswordInputSchema = z.object({ email: emailField });

/** POST /api/customer/forgot-password: the same reply whether or not the account exists. */
export const forgotPassword = defineRoute({ body: forgotPasswordInputSchema }, async ({ body }) => {
  // A failure to send must not answer differently either: it is logged for the operators.
  await requestPasswordReset(body.email).catch((error: unknown) =>
    logger.error('Password reset request failed', { error: error as Error }),
  );
  return ok({ success: true, message: accountMessages.resetRequested });
});
