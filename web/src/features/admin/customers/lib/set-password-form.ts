import { z } from 'zod';

import { PASSWORD_MIN_LENGTH } from '@/lib/auth/password';

// spec 001 §5: an admin-set password needs both fields, at least 8 characters (DESIGN §6.7), matching.

const password = (label: string) =>
  z
    .string()
    .min(1, `${label} is required`)
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

export const setPasswordSchema = z.object({
  newPassword: password('New password'),
  confirmPassword: password('Confirmation'),
});

export type SetPasswordValues = z.infer<typeof setPasswordSchema>;

export const PASSWORD_MISMATCH = "Passwords don't match";
