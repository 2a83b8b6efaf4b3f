import { z } from 'zod';
import { accountMessages } from '../../core/auth/account-messages.ts';
import { clientIp } from '../../core/auth/client-ip.ts';
import { changedPasswordField } from '../../core/auth/fields.ts';
import { changePassword as changeUserPassword } from '../../core/auth/passwords.ts';
import { renewSession, requireSession } from '../../core/auth/sessions.ts';
import { toUserView } from '../../core/auth/user-view.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: accountMessages.passwordFieldsMissing })
    .min(1, accountMessages.passwordFieldsMissing),
  newPassword: changedPasswordField,
});

/**
 * POST /api/customer/change-password: every other session ends; this browser gets a renewed cookie.
 */
export const changePassword = defineRoute({ body: changePasswordInputSchema }, async ({ body, event }) => {
  const session = requireSession(event);
  const user = await changeUserPassword(session.user, { ...body, ip: clientIp(event) });
  const cookie = await renewSession(session, user);
  return ok(
    { success: true, message: accountMessages.passwordChanged, user: toUserView(user) },
    { cookies: [cookie] },
  );
});
