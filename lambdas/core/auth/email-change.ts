import { db } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { User } from '../db/entities/user.ts';
import { claimUniqueValue, releaseUniqueValue } from '../db/unique-values.ts';
import { BadRequestError, ConflictError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { emailChangedNotice } from '../mail/account-notices.ts';
import { sendEmail } from '../mail/send-email.ts';
import { accountMessages } from './account-messages.ts';
import { sendVerificationEmail } from './email-verification.ts';
import { verifyPassword } from './password-hash.ts';
import { beginPasswordAttempt } from './sign-in-throttle.ts';
import { customerNameOf } from './user-view.ts';

/**
 * DESIGN §6.19: an unverified account may fix its address without the password (the 'Wrong Email?'
 * case); a verified one must confirm with its current password, and the old address is told. The new
 * address must be free, and it must be verified again. Order without transactions: claim the new
 * address, switch the user (only if the address is still the old one), release the old claim.
 */
export async function changeEmail(
  user: User,
  input: { newEmail: string; currentPassword?: string; ip: string },
): Promise<User> {
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === user.email) throw new BadRequestError(accountMessages.sameEmail);
  if (user.emailConfirmed) {
    if (!input.currentPassword) throw new BadRequestError(accountMessages.currentPasswordRequired);
    const attempt = await beginPasswordAttempt(user.email, input.ip);
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw new BadRequestError(accountMessages.currentPasswordWrong);
    }
    await attempt.succeeded();
  }
  if (!(await claimUniqueValue('email', newEmail, user.userId)))
    throw new ConflictError(accountMessages.emailTaken);

  const updated = await unlessConditionFails(() =>
    db()
      .users.patch({ userId: user.userId })
      .set({ email: newEmail, emailConfirmed: false })
      .remove(['emailConfirmedAt'])
      .where(({ email }, { eq }) => eq(email, user.email))
      .go({ response: 'all_new' }),
  );
  if (!updated) {
    await releaseUniqueValue('email', newEmail, user.userId);
    throw new ConflictError('Your account changed at the same time. Please reload and try again.');
  }
  await releaseUniqueValue('email', user.email, user.userId);

  const changed = updated.data;
  await Promise.all([
    sendVerificationEmail(changed).catch((error: unknown) =>
      logger.error('Sending the verification e-mail failed', { error: error as Error }),
    ),
    user.emailConfirmed
      ? sendEmail(user.email, emailChangedNotice({ customerName: customerNameOf(user), newEmail })).catch(
          (error: unknown) => logger.error('Telling the old address failed', { error: error as Error }),
        )
      : undefined,
  ]);
  return changed;
}
