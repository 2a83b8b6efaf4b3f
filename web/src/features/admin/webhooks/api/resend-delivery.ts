import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { invalidateWebhooks } from './invalidate-webhooks';
import { deliverySchema, type Delivery } from './schemas';

// POST /api/webhooks/{id}/deliveries/{deliveryId}/resend: attempts the delivery again now and answers
// with the delivery as it is after that attempt.

export type ResendVariables = { webhookId: string; deliveryId: string };

const resentSchema = z.object({ data: deliverySchema });

export async function resendDelivery({ webhookId, deliveryId }: ResendVariables): Promise<Delivery> {
  const path = `/api/webhooks/${encodeURIComponent(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`;
  return resentSchema.parse(await api.post(path)).data;
}

export const useResendDelivery = (
  mutationConfig?: Omit<UseMutationOptions<Delivery, Error, ResendVariables>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: resendDelivery,
    onSuccess: async (...args) => {
      await invalidateWebhooks(queryClient);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
