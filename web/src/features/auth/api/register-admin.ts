import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/password';
import { userSchema, type User } from '@/lib/auth/user';

// POST /api/register with email and password only (spec 001 §5, §7; minimum 8 per DESIGN §6.7).
// DESIGN §6.6: the server accepts it only while no admin exists, or from an admin.
const passwordRule = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

export const registerAdminInputSchema = z
  .object({
    email: z.string().trim().pipe(z.email('Please enter a valid email address')),
    password: passwordRule,
    confirmPassword: passwordRule,
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export type RegisterAdminInput = z.infer<typeof registerAdminInputSchema>;

const registerAdminResponseSchema = z.object({ user: userSchema });

export async function registerAdmin({ email, password }: RegisterAdminInput): Promise<User> {
  return registerAdminResponseSchema.parse(await api.post('/api/register', { email, password })).user;
}

export const useRegisterAdmin = (
  mutationConfig?: Omit<UseMutationOptions<User, Error, RegisterAdminInput>, 'mutationFn'>,
) => useMutation({ ...mutationConfig, mutationFn: registerAdmin });
