import type { User } from '../db/entities/user.ts';

/**
 * A user as the API returns it (spec 000 §3 Customer): `id` instead of `userId`, and nothing secret
 * (no password hash, no session version).
 */
export function toUserView(user: User) {
  return {
    id: user.userId,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    transferEmail: user.transferEmail ?? null,
    phone: user.phone ?? '',
    streetAddress1: user.streetAddress1 ?? '',
    streetAddress2: user.streetAddress2 ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipCode: user.zipCode ?? '',
    country: user.country,
    language: user.language,
    currency: user.currency,
    timezone: user.timezone ?? null,
    isActive: user.isActive,
    emailConfirmed: user.emailConfirmed,
    mustChangePassword: user.mustChangePassword,
    notificationSettings: user.notificationSettings,
    termsAcceptedVersion: user.termsAcceptedVersion ?? null,
    termsAcceptedAt: user.termsAcceptedAt ?? null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastLogin: user.lastLogin ?? null,
  };
}

export type UserView = ReturnType<typeof toUserView>;

/** The name an e-mail greets the user with. */
export const customerNameOf = (user: Pick<User, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || 'there';
