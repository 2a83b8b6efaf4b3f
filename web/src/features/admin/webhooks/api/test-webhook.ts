import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api, ApiError } from '@/lib/api-client';

import { invalidateWebhooks } from './invalidate-webhooks';

// POST /api/webhooks/{id}/test sends a signed webhook.test event now. The server answers 200 either way:
// { success: true, statusCode, durationMs } when the endpoint accepted it, or { success: false, error, ... }
// when it did not. The API client treats success false as an error, so that reply is read back from it.

const testResultSchema = z.object({
  success: z.boolean(),
  statusCode: z.number().int().nullish(),
  durationMs: z.number().nullish(),
  error: z.string().nullish(),
});

export type WebhookTestResult = z.infer<typeof testResultSchema>;

export async function testWebhook(id: string): Promise<WebhookTestResult> {
  try {
    return testResultSchema.parse(await api.post(`/api/webhooks/${encodeURIComponent(id)}/test`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 200) {
      const result = testResultSchema.safeParse(error.data);
      if (result.success) return result.data;
    }
    throw error;
  }
}

export const useTestWebhook = (
  mutationConfig?: Omit<UseMutationOptions<WebhookTestResult, Error, string>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: testWebhook,
    // A test changes the card's last triggered time and may add to the delivery log.
    onSettled: () => invalidateWebhooks(queryClient),
  });
};
