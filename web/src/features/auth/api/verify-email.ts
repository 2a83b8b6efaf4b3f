import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

// GET /api/customer/verify/{token}. A token is single-use, so the answer is read once and kept.
const verifyEmailResponseSchema = z.object({ message: z.string().optional() });

export async function verifyEmail(token: string): Promise<{ message?: string }> {
  return verifyEmailResponseSchema.parse(await api.get(`/api/customer/verify/${encodeURIComponent(token)}`));
}

export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['verify-email', token], queryFn: () => verifyEmail(token), gcTime: Infinity });

export const useVerifyEmail = (token: string) => useQuery(verifyEmailQueryOptions(token));
