import { accountMessages } from '../../core/auth/account-messages.ts';
import { clientIp } from '../../core/auth/client-ip.ts';
import { signInInputSchema } from '../../core/auth/fields.ts';
import { startBearerSession } from '../../core/auth/sessions.ts';
import { signInWithPassword } from '../../core/auth/sign-in.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { AppError, UnauthorizedError } from '../../core/http/errors.ts';
import { ok } from '../../core/http/responses.ts';

/** spec 001 §8: the direct-access page shows the server's `error`, else 'Invalid credentials…'. */
const INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * POST /api/external/v1/auth/login: an admin's e-mail and password (throttled like /api/login) →
 * a 12-hour bearer token for GET /api/external/keys. Wrong credentials 401, non-admins 403.
 */
export const login = defineRoute({ body: signInInputSchema }, async ({ body, event }) => {
  const user = await signInWithPassword({ ...body, ip: clientIp(event), adminOnly: true }).catch(
    (error: unknown) => {
      if (error instanceof UnauthorizedError) {
        throw new AppError(401, accountMessages.signInFailed, { error: INVALID_CREDENTIALS });
      }
      throw error;
    },
  );
  const { token, expiresAt } = await startBearerSession(user);
  return ok({ success: true, token, expiresAt: expiresAt.toISOString() });
});
