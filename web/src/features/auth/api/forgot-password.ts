import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

// POST /api/customer/forgot-password (spec 000 §5: the e-mail is required, with no message of its own).
export const forgotPasswordInputSchema = z.object({ email: z.string().trim().min(1) });

export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const forgotPassword = (input: ForgotPasswordInput): Promise<unknown> =>
  api.post('/api/customer/forgot-password', input);

export const useForgotPassword = (
  mutationConfig?: Omit<UseMutationOptions<unknown, Error, ForgotPasswordInput>, 'mutationFn'>,
) => useMutation({ ...mutationConfig, mutationFn: forgotPassword });
