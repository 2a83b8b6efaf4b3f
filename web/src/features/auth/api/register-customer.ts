import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/password';
import { userSchema, type User } from '@/lib/auth/user';

// POST /api/customer/register (spec 000 §5, §7): every field required, the confirmation must match.
export const registerCustomerInputSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required'),
    lastName: z.string().trim().min(1, 'Last name is required'),
    email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
    phone: z.string().trim().min(1, 'Phone number is required'),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type RegisterCustomerInput = z.infer<typeof registerCustomerInputSchema>;

const registerCustomerResponseSchema = z.object({ user: userSchema });

export async function registerCustomer({
  confirmPassword: _confirmPassword,
  ...body
}: RegisterCustomerInput): Promise<User> {
  return registerCustomerResponseSchema.parse(await api.post('/api/customer/register', body)).user;
}

export const useRegisterCustomer = (
  mutationConfig?: Omit<UseMutationOptions<User, Error, RegisterCustomerInput>, 'mutationFn'>,
) => useMutation({ ...mutationConfig, mutationFn: registerCustomer });
