import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { invalidateWebhooks } from './invalidate-webhooks';
import { webhookSchema, type Webhook } from './schemas';

// POST /api/webhooks creates a webhook and answers with its signing secret (shown once);
// PATCH /api/webhooks/{id} changes the fields it is sent (the card's switch sends only `enabled`).

export type WebhookBody = {
  name: string;
  url: string;
  events: string[];
  description: string;
  headers: Record<string, string>;
  enabled: boolean;
  secret?: string;
};

const createdSchema = z.object({ data: webhookSchema.extend({ secret: z.string().nullish() }) });
const updatedSchema = z.object({ data: webhookSchema });

export type CreatedWebhook = Webhook & { secret?: string | null };

export async function createWebhook(body: WebhookBody): Promise<CreatedWebhook> {
  return createdSchema.parse(await api.post('/api/webhooks', body)).data;
}

export type UpdateWebhookVariables = { id: string; body: Partial<WebhookBody> };

export async function updateWebhook({ id, body }: UpdateWebhookVariables): Promise<Webhook> {
  return updatedSchema.parse(await api.patch(`/api/webhooks/${encodeURIComponent(id)}`, body)).data;
}

type Options<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

export const useCreateWebhook = (mutationConfig?: Options<CreatedWebhook, WebhookBody>) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createWebhook,
    onSuccess: async (...args) => {
      await invalidateWebhooks(queryClient);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};

export const useUpdateWebhook = (mutationConfig?: Options<Webhook, UpdateWebhookVariables>) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateWebhook,
    onSuccess: async (...args) => {
      await invalidateWebhooks(queryClient);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
