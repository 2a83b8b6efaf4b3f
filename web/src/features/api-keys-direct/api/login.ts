import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

// POST /api/external/v1/auth/login (spec 001 §7): an admin's e-mail and password → a bearer token for the
// external routes (12 h). spec 001 §5: both fields are required.

export const directLoginSchema = z
  .object({ email: z.string().trim(), password: z.string() })
  .refine((values) => values.email !== '' && values.password !== '', {
    message: 'Please enter both email and password',
    path: ['root'],
  });

export type DirectLoginInput = z.infer<typeof directLoginSchema>;

/** A 2xx reply without a token (spec 001 §8: 'Failed to parse response'). */
export class UnparsableReplyError extends Error {
  override readonly name = 'UnparsableReplyError';
}

const loginReplySchema = z.object({ token: z.string().min(1) });

export async function directLogin(input: DirectLoginInput): Promise<string> {
  const reply = loginReplySchema.safeParse(await api.post('/api/external/v1/auth/login', input));
  if (!reply.success) throw new UnparsableReplyError('Failed to parse response');
  return reply.data.token;
}

export const useDirectLogin = (
  mutationConfig?: Omit<UseMutationOptions<string, Error, DirectLoginInput>, 'mutationFn'>,
) => useMutation({ ...mutationConfig, mutationFn: directLogin });
