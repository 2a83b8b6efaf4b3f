import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

// POST /api/customer/resend-verification (spec 000 §7).
export const resendVerification = ({ email }: { email: string }): Promise<unknown> =>
  api.post('/api/customer/resend-verification', { email });

export const useResendVerification = (
  mutationConfig?: Omit<UseMutationOptions<unknown, Error, { email: string }>, 'mutationFn'>,
) => useMutation({ ...mutationConfig, mutationFn: resendVerification });
