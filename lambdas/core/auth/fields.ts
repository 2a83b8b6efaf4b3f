import { z } from 'zod';
import { accountMessages } from './account-messages.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-hash.ts';

/** Zod fields shared by the account routes; their messages are the spec's texts. */

export const emailField = z
  .string({ error: accountMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, accountMessages.invalidEmail)
  .pipe(z.email({ error: accountMessages.invalidEmail }));

const passwordOfLength = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .min(MIN_PASSWORD_LENGTH, tooShort)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);

/** A password being chosen (register, reset). */
export const newPasswordField = passwordOfLength(accountMessages.passwordTooShort);

/** The new password of a password change (settings wording). */
export const changedPasswordField = passwordOfLength(accountMessages.newPasswordTooShort);

/** A password being checked (sign-in, current password): any non-empty string; its length is not a hint. */
export const givenPasswordField = z
  .string({ error: 'Please enter your password.' })
  .min(1, 'Please enter your password.')
  .max(MAX_PASSWORD_LENGTH, accountMessages.signInFailed);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Your ${label} can be at most ${max} characters long.`);

export const firstNameField = requiredText('first name', 100);
export const lastNameField = requiredText('last name', 100);
export const phoneField = requiredText('phone number', 40);

/** An optional profile text: trimmed; an empty string clears it. */
export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `The ${label} can be at most ${max} characters long.`).optional();

/** A route parameter that carries a token from an e-mailed link. */
export const tokenParamSchema = z.object({ token: z.string().min(1).max(200) });

/** Sign-in: a malformed address is just another wrong combination (spec 000 §8: one message for every failure). */
export const signInInputSchema = z.object({
  email: z.string({ error: accountMessages.signInFailed }).max(254, accountMessages.signInFailed),
  password: givenPasswordField,
});
