import { z } from 'zod';

// A signed-in account as the server returns it (login, register, GET /api/user, GET /api/customer/{id}).
// Admin accounts made through /api/register carry only id, e-mail and role, so the rest is optional.
export const userSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  phone: z.string().nullish(),
  transferEmail: z.string().nullish(),
  emailConfirmed: z.boolean().nullish(),
  isActive: z.boolean().nullish(),
  /** DESIGN §6.15: a password an admin set must be replaced before anything else. */
  mustChangePassword: z.boolean().nullish(),
  /** DESIGN §6.18: the seller terms version the customer accepted. */
  termsAcceptedVersion: z.string().nullish(),
});

export type User = z.infer<typeof userSchema>;

export const isAdmin = (user: User | null | undefined): boolean => user?.role === 'admin';

/** "Ada Lovelace", or the e-mail when the account has no name. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/** Up to two capital letters for an avatar: the name's initials, else the e-mail's first letter. */
export function initials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const fromName = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return fromName || user.email.charAt(0).toUpperCase();
}
