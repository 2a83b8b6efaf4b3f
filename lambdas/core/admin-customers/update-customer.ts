import { getConfig } from '../config/env.ts';
import { sendVerificationEmail } from '../auth/email-verification.ts';
import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { User } from '../db/entities/user.ts';
import type { UniqueValueKind } from '../db/entities/unique-value.ts';
import { claimUniqueValue, releaseUniqueValue } from '../db/unique-values.ts';
import { BadRequestError, ConflictError } from '../http/errors.ts';
import { logger } from '../logger.ts';

/** The one field an admin changes per request (spec 001 §7: "a single changed field"). */
export type CustomerChange =
  | { field: 'firstName' | 'lastName'; value: string }
  | { field: 'email' | 'transferEmail'; value: string }
  | { field: 'phone'; value: string | null }
  | { field: 'isActive'; value: boolean };

export const customerMessages = {
  emailTaken: 'Another account already uses this email address. Please choose a different one.',
  transferEmailTaken:
    'Another customer already uses this transfer email address. Please choose a different one.',
  changedMeanwhile: 'The customer was changed at the same time. Please reload and try again.',
  transferDomain: (domain: string) => `The transfer email must be an address at ${domain}.`,
} as const;

/**
 * Applies one admin change to a customer and resolves to the stored result. E-mail and transfer
 * e-mail stay unique through their uniqueness items, without transactions (DESIGN §4): claim the new
 * value, switch the user only if it still has the old one, release the old value (or the new claim
 * when the switch failed). Suspending bumps sessionVersion in the same write, so every session of
 * the customer ends at once (sessions.ts compares it, and isActive, on every request).
 */
export async function updateCustomer(
  user: User,
  change: CustomerChange,
  data: DataLayer = db(),
): Promise<User> {
  switch (change.field) {
    case 'firstName':
    case 'lastName': {
      // gsi1 (usersByLastName) and gsi4 (usersByName) are keyed on both names: ElectroDB needs the
      // unchanged one to rewrite the keys.
      const other =
        change.field === 'firstName' ? { lastName: user.lastName } : { firstName: user.firstName };
      return patched(
        data.users
          .patch({ userId: user.userId })
          .set({ [change.field]: change.value })
          .composite(other)
          .go({ response: 'all_new' }),
      );
    }
    case 'phone':
      return patched(
        change.value
          ? data.users.patch({ userId: user.userId }).set({ phone: change.value }).go({ response: 'all_new' })
          : data.users.patch({ userId: user.userId }).remove(['phone']).go({ response: 'all_new' }),
      );
    case 'isActive': {
      const write = data.users.patch({ userId: user.userId }).set({ isActive: change.value });
      return patched((change.value ? write : write.add({ sessionVersion: 1 })).go({ response: 'all_new' }));
    }
    case 'email':
      return changeEmail(user, change.value.trim().toLowerCase(), data);
    case 'transferEmail':
      return changeTransferEmail(user, change.value.trim().toLowerCase(), data);
  }
}

const patched = async (write: Promise<{ data: User }>): Promise<User> => (await write).data;

async function changeEmail(user: User, email: string, data: DataLayer): Promise<User> {
  if (email === user.email) return user;
  const updated = await swapUniqueValue(user, 'email', email, customerMessages.emailTaken, data, () =>
    data.users
      .patch({ userId: user.userId })
      // The new address is not proven yet: the customer verifies it through the link sent below.
      .set({ email, emailConfirmed: false })
      .remove(['emailConfirmedAt'])
      .where((attributes, { eq }) => eq(attributes.email, user.email))
      .go({ response: 'all_new' }),
  );
  await sendVerificationEmail(updated).catch((error: unknown) =>
    logger.error('Sending the verification e-mail failed', { error: error as Error }),
  );
  return updated;
}

async function changeTransferEmail(user: User, transferEmail: string, data: DataLayer): Promise<User> {
  if (transferEmail === user.transferEmail) return user;
  const domain = getConfig().INBOUND_DOMAIN.toLowerCase();
  if (!transferEmail.endsWith(`@${domain}`))
    throw new BadRequestError(customerMessages.transferDomain(domain));
  return swapUniqueValue(
    user,
    'transferEmail',
    transferEmail,
    customerMessages.transferEmailTaken,
    data,
    () =>
      data.users
        .patch({ userId: user.userId })
        .set({ transferEmail })
        .where((attributes, { eq, notExists }) =>
          user.transferEmail
            ? eq(attributes.transferEmail, user.transferEmail)
            : notExists(attributes.transferEmail),
        )
        .go({ response: 'all_new' }),
  );
}

/** Claim the new value, write the user (conditional on the old value), release the old value. */
async function swapUniqueValue(
  user: User,
  kind: Extract<UniqueValueKind, 'email' | 'transferEmail'>,
  value: string,
  takenMessage: string,
  data: DataLayer,
  write: () => Promise<{ data: User }>,
): Promise<User> {
  if (!(await claimUniqueValue(kind, value, user.userId, data))) throw new ConflictError(takenMessage);
  const updated = await unlessConditionFails(write);
  if (!updated) {
    await releaseUniqueValue(kind, value, user.userId, data);
    throw new ConflictError(customerMessages.changedMeanwhile);
  }
  const previous = user[kind];
  if (previous) await releaseUniqueValue(kind, previous, user.userId, data);
  return updated.data;
}
