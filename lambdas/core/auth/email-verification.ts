import { db } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { User } from '../db/entities/user.ts';
import { BadRequestError, TooManyRequestsError } from '../http/errors.ts';
import { sendTemplateEmail } from '../mail/send-email.ts';
import { webLink } from '../mail/web-links.ts';
import { accountMessages } from './account-messages.ts';
import { promoteIfListedAdmin } from './admin-emails.ts';
import { issueEmailToken, redeemEmailToken } from './email-tokens.ts';
import { takeFromWindow } from './rate-limit.ts';
import { customerNameOf } from './user-view.ts';

/** Issues a verification token for the user's current address and e-mails its link (`/verify/{token}`). */
export async function sendVerificationEmail(user: Pick<User, 'userId' | 'email' | 'firstName' | 'lastName'>) {
  const token = await issueEmailToken(user, 'emailVerification');
  await sendTemplateEmail(user.email, 'verification', {
    customerName: customerNameOf(user),
    verificationLink: webLink(`/verify/${token}`),
  });
  return true;
}

/** Five account e-mails of one kind per address and hour: enough for a person, too few to flood a mailbox. */
export const ACCOUNT_MAIL_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 } as const;

/** POST /api/customer/resend-verification for the signed-in user. */
export async function resendVerificationEmail(
  user: User,
  email: string,
): Promise<'sent' | 'already-verified'> {
  if (email.trim().toLowerCase() !== user.email) throw new BadRequestError(accountMessages.notYourEmail);
  if (user.emailConfirmed) return 'already-verified';
  const ticket = await takeFromWindow({ scope: 'mail-verification', ...ACCOUNT_MAIL_LIMIT }, user.userId);
  if (!ticket.allowed) throw new TooManyRequestsError(accountMessages.tooManyVerificationEmails);
  await sendVerificationEmail(user);
  return 'sent';
}

/**
 * Uses a verification link: the token must be unused, unexpired and issued for the address the account
 * still has. Marks the address verified (and applies ADMIN_EMAILS). 400 otherwise.
 */
export async function verifyEmailWithToken(token: string): Promise<User> {
  const record = await redeemEmailToken(token, 'emailVerification');
  if (!record) throw new BadRequestError(accountMessages.verifyLinkInvalid);
  const updated = await unlessConditionFails(() =>
    db()
      .users.patch({ userId: record.userId })
      .set({ emailConfirmed: true, emailConfirmedAt: new Date().toISOString() })
      .where(({ email }, { eq }) => eq(email, record.email))
      .go({ response: 'all_new' }),
  );
  // No such user any more, or the account changed its address since the link was sent.
  if (!updated) throw new BadRequestError(accountMessages.verifyLinkInvalid);
  return promoteIfListedAdmin(updated.data);
}
