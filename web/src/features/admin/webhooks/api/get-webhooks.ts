import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { webhookSchema, type Webhook } from './schemas';

// GET /api/webhooks (spec 001 §7): every webhook of the console.

const listSchema = z.object({ data: z.array(webhookSchema) });

export async function getWebhooks(): Promise<Webhook[]> {
  return listSchema.parse(await api.get('/api/webhooks')).data;
}

export const getWebhooksQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.webhooks.list, queryFn: getWebhooks });

export const useWebhooks = () => useQuery(getWebhooksQueryOptions());
