import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { invalidateWebhooks } from './invalidate-webhooks';

// DELETE /api/webhooks/{id} (spec 001 §7): the webhook stops receiving events at once.
export const deleteWebhook = (id: string): Promise<unknown> =>
  api.delete(`/api/webhooks/${encodeURIComponent(id)}`);

export const useDeleteWebhook = (
  mutationConfig?: Omit<UseMutationOptions<unknown, Error, string>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: deleteWebhook,
    onSuccess: async (...args) => {
      await invalidateWebhooks(queryClient);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
