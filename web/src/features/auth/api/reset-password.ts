import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/password';

// POST /api/customer/reset-password (spec 000 §5 reset-password rules, texts word for word).
export const resetPasswordInputSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const resetPassword = ({ token, password }: { token: string; password: string }): Promise<unknown> =>
  api.post('/api/customer/reset-password', { token, password });

/** spec 000 §8: a failure whose message mentions Invalid or Expired/expired means the link is spent. */
export const isExpiredLinkMessage = (message: string): boolean => /Invalid|Expired|expired/.test(message);

export const useResetPassword = (
  mutationConfig?: Omit<
    UseMutationOptions<unknown, Error, { token: string; password: string }>,
    'mutationFn'
  >,
) => useMutation({ ...mutationConfig, mutationFn: resetPassword });
