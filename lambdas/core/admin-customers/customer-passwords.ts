import { ACCOUNT_MAIL_LIMIT } from '../auth/email-verification.ts';
import { issueEmailToken } from '../auth/email-tokens.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { takeFromWindow } from '../auth/rate-limit.ts';
import { customerNameOf } from '../auth/user-view.ts';
import { db, type DataLayer } from '../db/client.ts';
import type { User } from '../db/entities/user.ts';
import { AppError, TooManyRequestsError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { sendTemplateEmail } from '../mail/send-email.ts';
import { webLink } from '../mail/web-links.ts';

/**
 * Sends the customer the forgot-password e-mail (same token, template and link as
 * POST /api/customer/forgot-password, and the same limit of five per account and hour, which an admin
 * is told about instead of a silent no-op).
 */
export async function sendPasswordResetLink(user: User): Promise<void> {
  const ticket = await takeFromWindow({ scope: 'mail-reset', ...ACCOUNT_MAIL_LIMIT }, user.userId);
  if (!ticket.allowed) {
    throw new TooManyRequestsError(
      'Several reset emails were sent to this customer within the last hour. Please wait an hour and try again.',
    );
  }
  const token = await issueEmailToken(user, 'passwordReset');
  try {
    await sendTemplateEmail(user.email, 'reset', {
      customerName: customerNameOf(user),
      resetUrl: webLink(`/reset-password/${token}`),
    });
  } catch (error) {
    logger.error('The reset e-mail of an admin request failed', {
      userId: user.userId,
      error: error as Error,
    });
    throw new AppError(502, 'The email service did not accept the reset email. Please try again later.');
  }
}

/**
 * DESIGN §6.15: a password an admin sets is temporary. The customer signs in with it, must choose a
 * new one before anything else (access middleware), and every current session ends (sessionVersion).
 */
export async function setTemporaryPassword(
  user: User,
  password: string,
  data: DataLayer = db(),
): Promise<User> {
  const passwordHash = await hashPassword(password);
  const { data: updated } = await data.users
    .patch({ userId: user.userId })
    .set({ passwordHash, mustChangePassword: true })
    .add({ sessionVersion: 1 })
    .go({ response: 'all_new' });
  return updated;
}
