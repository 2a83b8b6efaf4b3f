import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// DELETE /api/tickets clears the tickets and keeps the e-mails; DELETE /api/data clears e-mails, tickets and
// ML performance stats (spec 001 §7, contract). Afterwards every admin cache is stale.

export type ClearScope = 'tickets' | 'all';

const paths: Record<ClearScope, string> = { tickets: '/api/tickets', all: '/api/data' };

export const clearData = (scope: ClearScope): Promise<unknown> => api.delete(paths[scope]);

export const useClearData = (
  mutationConfig?: Omit<UseMutationOptions<unknown, Error, ClearScope>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: clearData,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
