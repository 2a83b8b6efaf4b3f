import { getConfig } from '../config/env.ts';
import { db } from '../db/client.ts';
import type { User, UserRole } from '../db/entities/user.ts';
import { newId } from '../db/ids.ts';
import { claimUniqueValue, releaseUniqueValue } from '../db/unique-values.ts';
import { ConflictError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { trySendTemplateEmail } from '../mail/send-email.ts';
import { accountMessages } from './account-messages.ts';
import { sendVerificationEmail } from './email-verification.ts';
import { hashPassword } from './password-hash.ts';
import { claimTransferAddress, transferAddressSlug } from './transfer-address.ts';
import { customerNameOf } from './user-view.ts';

export interface NewAccount {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  role: UserRole;
  /** DESIGN §6.15: a password somebody else chose must be replaced at the first sign-in. */
  mustChangePassword?: boolean;
  /** The new account is signed in at once (self-registration): its lastLogin is now. */
  signsIn: boolean;
}

/**
 * Creates an account without transactions (DESIGN §4): claim the e-mail, claim a transfer address,
 * create the user; the claims are released again if a later step fails. 409 when the e-mail is taken.
 */
export async function createAccount(input: NewAccount): Promise<User> {
  const userId = newId();
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  if (!(await claimUniqueValue('email', email, userId))) throw new ConflictError(accountMessages.emailTaken);
  let transferEmail: string | undefined;
  try {
    const slug =
      input.firstName || input.lastName
        ? transferAddressSlug(input.firstName, input.lastName)
        : transferAddressSlug(email.split('@')[0]);
    transferEmail = await claimTransferAddress(userId, slug, getConfig().INBOUND_DOMAIN);
    const { data } = await db()
      .users.create({
        userId,
        email,
        transferEmail,
        passwordHash,
        role: input.role,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        phone: input.phone,
        mustChangePassword: input.mustChangePassword ?? false,
        lastLogin: input.signsIn ? new Date().toISOString() : undefined,
      })
      .go();
    return data as User;
  } catch (error) {
    await releaseUniqueValue('email', email, userId).catch(() => undefined);
    if (transferEmail)
      await releaseUniqueValue('transferEmail', transferEmail, userId).catch(() => undefined);
    throw error;
  }
}

/**
 * The welcome e-mail (with the transfer address) and the verification e-mail of a new seller. A
 * failed send is logged, not fatal: the account exists and the seller can ask for a new link.
 */
export async function sendRegistrationEmails(user: User): Promise<{ verificationSent: boolean }> {
  const [, verificationSent] = await Promise.all([
    trySendTemplateEmail(user.email, 'welcome', {
      customerName: customerNameOf(user),
      transferEmail: user.transferEmail ?? '',
    }),
    sendVerificationEmail(user).catch((error: unknown) => {
      logger.error('Sending the verification e-mail failed', { error: error as Error });
      return false;
    }),
  ]);
  return { verificationSent };
}
