import { z } from 'zod';
import { accountMessages } from '../../core/auth/account-messages.ts';
import { clientIp } from '../../core/auth/client-ip.ts';
import { changeEmail } from '../../core/auth/email-change.ts';
import { emailField, givenPasswordField } from '../../core/auth/fields.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { toUserView } from '../../core/auth/user-view.ts';
import { BadRequestError } from '../../core/http/errors.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

export const updateEmailInputSchema = z.object({
  currentEmail: emailField,
  newEmail: emailField,
  /** Required once the account is verified (DESIGN §6.19). */
  currentPassword: givenPasswordField.optional(),
});

/** POST /api/customer/update-email: changes the signed-in user's address; it must be verified again. */
export const updateEmail = defineRoute({ body: updateEmailInputSchema }, async ({ body, event }) => {
  const { user } = requireSession(event);
  if (body.currentEmail !== user.email) throw new BadRequestError(accountMessages.notYourEmail);
  const changed = await changeEmail(user, {
    newEmail: body.newEmail,
    currentPassword: body.currentPassword,
    ip: clientIp(event),
  });
  return ok({ success: true, user: toUserView(changed), message: accountMessages.emailUpdated });
});
