import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// DELETE /api/ml/fields/{id} (spec 001 §7).
export const deleteMlField = (id: string): Promise<unknown> =>
  api.delete(`/api/ml/fields/${encodeURIComponent(id)}`);

export const useDeleteMlField = (
  mutationConfig?: Omit<UseMutationOptions<unknown, Error, string>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: deleteMlField,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.mlFields });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
