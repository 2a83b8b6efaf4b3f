import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { userSchema, type User } from '@/lib/auth/user';

// POST /api/customer/login (spec 000 §7).
export const loginCustomerInputSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});

export type LoginCustomerInput = z.infer<typeof loginCustomerInputSchema>;

const loginCustomerResponseSchema = z.object({ user: userSchema });

export async function loginCustomer(input: LoginCustomerInput): Promise<User> {
  return loginCustomerResponseSchema.parse(await api.post('/api/customer/login', input)).user;
}

export const useLoginCustomer = (
  mutationConfig?: Omit<UseMutationOptions<User, Error, LoginCustomerInput>, 'mutationFn'>,
) => useMutation({ ...mutationConfig, mutationFn: loginCustomer });
