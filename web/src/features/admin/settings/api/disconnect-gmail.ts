import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// POST /api/gmail/disconnect (spec 001 §4): disconnecting refreshes the auth status.
export const disconnectGmail = (): Promise<unknown> => api.post('/api/gmail/disconnect');

export const useDisconnectGmail = (
  mutationConfig?: Omit<UseMutationOptions<unknown, Error, void>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: disconnectGmail,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.gmailAuthStatus }),
        queryClient.invalidateQueries({ queryKey: adminKeys.integrationStatus }),
      ]);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
