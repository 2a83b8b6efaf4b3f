import { getConfig } from '../config/env.ts';
import { db } from '../db/client.ts';
import type { User } from '../db/entities/user.ts';

/** DESIGN §6.6: the addresses of the setting ADMIN_EMAILS get role admin. */
export const isListedAdminEmail = (email: string): boolean =>
  getConfig().ADMIN_EMAILS.includes(email.trim().toLowerCase());

/**
 * Gives a listed address role admin, but only once the owner has proved the address (verified it, or
 * reset the password through it): otherwise whoever registers the address first would be an admin.
 * Resolves to the user as stored afterwards.
 */
export async function promoteIfListedAdmin(user: User): Promise<User> {
  if (user.role === 'admin' || !user.emailConfirmed || !isListedAdminEmail(user.email)) return user;
  const { data } = await db()
    .users.patch({ userId: user.userId })
    .set({ role: 'admin' })
    // gsi2 (usersByRole) is keyed on role and createdAt; ElectroDB needs both to rewrite the key.
    .composite({ createdAt: user.createdAt })
    .go({ response: 'all_new' });
  return data;
}
