import { z } from 'zod';
import { accountMessages } from '../../core/auth/account-messages.ts';
import { newPasswordField } from '../../core/auth/fields.ts';
import { resetPasswordWithToken } from '../../core/auth/passwords.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

export const resetPasswordInputSchema = z.object({
  token: z.string({ error: accountMessages.resetLinkInvalid }).max(200, accountMessages.resetLinkInvalid),
  password: newPasswordField,
});

/** POST /api/customer/reset-password: a new password from a reset link; every session ends. */
export const resetPassword = defineRoute({ body: resetPasswordInputSchema }, async ({ body }) => {
  await resetPasswordWithToken(body.token, body.password);
  return ok({ success: true, message: accountMessages.passwordReset });
});
