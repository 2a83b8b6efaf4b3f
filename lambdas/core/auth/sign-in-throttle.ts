import { TooManyRequestsError } from '../http/errors.ts';
import { takeFromWindow } from './rate-limit.ts';

export const SIGN_IN_THROTTLED_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

const WINDOW_MS = 15 * 60 * 1000;
/** DESIGN §6.7: per account and per IP, within 15 minutes. */
export const SIGN_IN_LIMITS = { perAccount: 5, perIp: 20 } as const;

/**
 * Counts one password attempt for the account and the IP before the password is checked; 429 when
 * either has used up its window. Call `succeeded()` after a correct password, so that only failures
 * count.
 */
export async function beginPasswordAttempt(
  email: string,
  ip: string,
): Promise<{ succeeded: () => Promise<void> }> {
  const [account, source] = await Promise.all([
    takeFromWindow({ scope: 'signin-account', limit: SIGN_IN_LIMITS.perAccount, windowMs: WINDOW_MS }, email),
    takeFromWindow({ scope: 'signin-ip', limit: SIGN_IN_LIMITS.perIp, windowMs: WINDOW_MS }, ip),
  ]);
  if (!account.allowed || !source.allowed) throw new TooManyRequestsError(SIGN_IN_THROTTLED_MESSAGE);
  return {
    succeeded: async () => {
      await Promise.all([account.release(), source.release()]);
    },
  };
}
