import { db } from '../db/client.ts';
import type { User } from '../db/entities/user.ts';
import { findUniqueValueOwner } from '../db/unique-values.ts';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import { accountMessages } from './account-messages.ts';
import { promoteIfListedAdmin } from './admin-emails.ts';
import { verifyPassword } from './password-hash.ts';
import { beginPasswordAttempt } from './sign-in-throttle.ts';

async function findUserByEmail(email: string): Promise<User | undefined> {
  const userId = await findUniqueValueOwner('email', email);
  if (!userId) return undefined;
  const { data } = await db().users.get({ userId }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * Checks an e-mail and password (throttled per account and IP). Every wrong combination gets the same
 * 401 text (no account enumeration); a suspended account with the right password gets a 403 that says
 * so; `adminOnly` refuses non-admin accounts with a 403. Records lastLogin; resolves to the user.
 */
export async function signInWithPassword(input: {
  email: string;
  password: string;
  ip: string;
  adminOnly?: boolean;
}): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const attempt = await beginPasswordAttempt(email, input.ip);
  const found = await findUserByEmail(email);
  const passwordMatches = await verifyPassword(input.password, found?.passwordHash);
  if (!found || !passwordMatches) throw new UnauthorizedError(accountMessages.signInFailed);
  await attempt.succeeded();
  if (!found.isActive) throw new ForbiddenError(accountMessages.accountSuspended);
  const user = await promoteIfListedAdmin(found);
  if (input.adminOnly && user.role !== 'admin') throw new ForbiddenError(accountMessages.notAnAdmin);
  const { data } = await db()
    .users.patch({ userId: user.userId })
    .set({ lastLogin: new Date().toISOString() })
    .go({ response: 'all_new' });
  return data;
}
