import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { deliverySchema, type Delivery } from './schemas';

// GET /api/webhooks/{id}/deliveries?limit&cursor: the webhook's deliveries, newest first, a page at a time.

const pageSize = 20;

const pageSchema = z.object({
  items: z.array(deliverySchema),
  nextCursor: z.string().nullish(),
});

export type DeliveryPage = { items: Delivery[]; nextCursor: string | null };

export async function getDeliveries(webhookId: string, cursor?: string): Promise<DeliveryPage> {
  const page = pageSchema.parse(
    await api.get(`/api/webhooks/${encodeURIComponent(webhookId)}/deliveries`, {
      params: { limit: pageSize, cursor },
    }),
  );
  return { items: page.items, nextCursor: page.nextCursor ?? null };
}

export const getDeliveriesQueryOptions = (webhookId: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.webhooks.deliveries(webhookId),
    queryFn: ({ pageParam }) => getDeliveries(webhookId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useDeliveries = (webhookId: string) => useInfiniteQuery(getDeliveriesQueryOptions(webhookId));
