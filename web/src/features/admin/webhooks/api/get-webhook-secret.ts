import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

// GET /api/webhooks/{id}/secret: the signing secret, read only when the admin asks for it (the server
// audits each read), so it is fetched on demand and never cached.

const secretSchema = z.object({ secret: z.string() });

export async function getWebhookSecret(id: string): Promise<string> {
  return secretSchema.parse(await api.get(`/api/webhooks/${encodeURIComponent(id)}/secret`)).secret;
}

export const useRevealWebhookSecret = (
  mutationConfig?: Omit<UseMutationOptions<string, Error, string>, 'mutationFn'>,
) => useMutation({ ...mutationConfig, mutationFn: getWebhookSecret });
