import { z } from 'zod';
import { accountMessages } from '../../core/auth/account-messages.ts';
import { registerAdmin as createAdmin } from '../../core/auth/admin-registration.ts';
import { sendVerificationEmail } from '../../core/auth/email-verification.ts';
import { emailField, newPasswordField } from '../../core/auth/fields.ts';
import { resolveSession, startSession } from '../../core/auth/sessions.ts';
import { toUserView } from '../../core/auth/user-view.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { created } from '../../core/http/responses.ts';
import { logger } from '../../core/logger.ts';

export const registerAdminInputSchema = z.object({ email: emailField, password: newPasswordField });

/**
 * POST /api/register (DESIGN §6.6): the first admin registers anonymously and is signed in; after that
 * only a signed-in admin creates admins (who stay signed out and must change the password it chose).
 */
export const registerAdmin = defineRoute({ body: registerAdminInputSchema }, async ({ body, event }) => {
  const { user, bootstrap } = await createAdmin(body, await resolveSession(event));
  await sendVerificationEmail(user).catch((error: unknown) =>
    logger.error('Sending the verification e-mail failed', { error: error as Error }),
  );
  const cookies = bootstrap ? [await startSession(user)] : [];
  return created(
    { success: true, message: accountMessages.adminRegistered, user: toUserView(user) },
    { cookies },
  );
});
