import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// POST /api/gmail/auth-complete {code} (spec 001 §7): connects the mailbox the admin consented to.

const responseSchema = z.object({ user: z.object({ email: z.string() }) });

export async function completeGmailAuth(code: string): Promise<{ email: string }> {
  return responseSchema.parse(await api.post('/api/gmail/auth-complete', { code })).user;
}

export const useCompleteGmailAuth = (
  mutationConfig?: Omit<UseMutationOptions<{ email: string }, Error, string>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: completeGmailAuth,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.gmailAuthStatus });
      void queryClient.invalidateQueries({ queryKey: adminKeys.integrationStatus });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
