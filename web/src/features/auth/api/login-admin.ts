import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { userSchema, type User } from '@/lib/auth/user';

// POST /api/login (spec 001 §5: a valid e-mail, 'Please enter a valid email address').
export const loginAdminInputSchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});

export type LoginAdminInput = z.infer<typeof loginAdminInputSchema>;

const loginAdminResponseSchema = z.object({ user: userSchema });

export async function loginAdmin(input: LoginAdminInput): Promise<User> {
  return loginAdminResponseSchema.parse(await api.post('/api/login', input)).user;
}

export const useLoginAdmin = (
  mutationConfig?: Omit<UseMutationOptions<User, Error, LoginAdminInput>, 'mutationFn'>,
) => useMutation({ ...mutationConfig, mutationFn: loginAdmin });
