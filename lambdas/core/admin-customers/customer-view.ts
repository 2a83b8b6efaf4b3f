import type { User } from '../db/entities/user.ts';

/** A customer as the admin console shows it (contract "AdminCustomer", spec 001 §3 Customer (admin view)). */
export type AdminCustomerView = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  transferEmail: string | null;
  phone: string | null;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  emailConfirmed: boolean;
  mustChangePassword: boolean;
};

/** The stored attributes a view is made of (and `role`, which search filters on): reads may project these. */
export const adminCustomerAttributes = [
  'userId',
  'role',
  'firstName',
  'lastName',
  'email',
  'transferEmail',
  'phone',
  'isActive',
  'createdAt',
  'lastLogin',
  'emailConfirmed',
  'mustChangePassword',
] as const;

export type AdminCustomerSource = Pick<User, (typeof adminCustomerAttributes)[number]>;

export const toAdminCustomerView = (user: AdminCustomerSource): AdminCustomerView => ({
  id: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  transferEmail: user.transferEmail ?? null,
  phone: user.phone || null,
  isActive: user.isActive,
  createdAt: user.createdAt,
  lastLogin: user.lastLogin ?? null,
  emailConfirmed: user.emailConfirmed,
  mustChangePassword: user.mustChangePassword,
});
