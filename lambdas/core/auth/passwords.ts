import { db } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { User } from '../db/entities/user.ts';
import { findUniqueValueOwner } from '../db/unique-values.ts';
import { BadRequestError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { sendTemplateEmail } from '../mail/send-email.ts';
import { webLink } from '../mail/web-links.ts';
import { accountMessages } from './account-messages.ts';
import { promoteIfListedAdmin } from './admin-emails.ts';
import { ACCOUNT_MAIL_LIMIT } from './email-verification.ts';
import { invalidateUnusedTokens, issueEmailToken, redeemEmailToken } from './email-tokens.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { takeFromWindow } from './rate-limit.ts';
import { beginPasswordAttempt } from './sign-in-throttle.ts';
import { customerNameOf } from './user-view.ts';

/**
 * Changes the signed-in user's password after checking the current one (throttled like a sign-in).
 * Bumps the sessionVersion in the same write, so every other session ends; resolves to the new user.
 */
export async function changePassword(
  user: User,
  input: { currentPassword: string; newPassword: string; ip: string },
): Promise<User> {
  const attempt = await beginPasswordAttempt(user.email, input.ip);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new BadRequestError(accountMessages.currentPasswordWrong);
  }
  await attempt.succeeded();
  if (input.currentPassword === input.newPassword) throw new BadRequestError(accountMessages.samePassword);
  const passwordHash = await hashPassword(input.newPassword);
  const { data } = await db()
    .users.patch({ userId: user.userId })
    .set({ passwordHash, mustChangePassword: false })
    .add({ sessionVersion: 1 })
    .go({ response: 'all_new' });
  return data;
}

/**
 * POST /api/customer/forgot-password. Sends a reset link when the address belongs to an account; says
 * nothing either way (the caller always answers the same). At most five links per account and hour.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const userId = await findUniqueValueOwner('email', email);
  if (!userId) return;
  const { data: user } = await db().users.get({ userId }).go({ consistent: true });
  if (!user) return;
  const ticket = await takeFromWindow({ scope: 'mail-reset', ...ACCOUNT_MAIL_LIMIT }, user.userId);
  if (!ticket.allowed) {
    logger.warn('Password reset e-mails limited for an account', { userId: user.userId });
    return;
  }
  const token = await issueEmailToken(user, 'passwordReset');
  await sendTemplateEmail(user.email, 'reset', {
    customerName: customerNameOf(user),
    resetUrl: webLink(`/reset-password/${token}`),
  });
}

/**
 * Sets a new password from a reset link: the token must be unused, unexpired and issued for the
 * address the account still has. The link proves the mailbox, so the address counts as verified.
 * Every session ends and older reset links stop working.
 */
export async function resetPasswordWithToken(token: string, password: string): Promise<User> {
  const record = await redeemEmailToken(token, 'passwordReset');
  if (!record) throw new BadRequestError(accountMessages.resetLinkInvalid);
  const { data: user } = await db().users.get({ userId: record.userId }).go({ consistent: true });
  if (!user || user.email !== record.email) throw new BadRequestError(accountMessages.resetLinkInvalid);
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  const updated = await unlessConditionFails(() =>
    db()
      .users.patch({ userId: user.userId })
      .set({
        passwordHash,
        mustChangePassword: false,
        emailConfirmed: true,
        emailConfirmedAt: user.emailConfirmedAt ?? now,
      })
      .add({ sessionVersion: 1 })
      // The address may have changed between the read and this write.
      .where(({ email }, { eq }) => eq(email, record.email))
      .go({ response: 'all_new' }),
  );
  if (!updated) throw new BadRequestError(accountMessages.resetLinkInvalid);
  await invalidateUnusedTokens(user.userId, 'passwordReset');
  return promoteIfListedAdmin(updated.data);
}
