import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(['success', 'info', 'warning']),
  icon: z.enum(['dollar', 'eye', 'mail', 'refresh']).nullable(),
  listingId: z.string().nullable(),
  isRead: z.boolean(),
  timestamp: z.string(),
});

export type CustomerNotification = z.infer<typeof notificationSchema>;

/** spec 000 §9: notifications refresh every 30 seconds. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export async function getNotifications(customerId: string): Promise<CustomerNotification[]> {
  const reply = await api.get(`/api/customer/${encodeURIComponent(customerId)}/notifications`);
  return z.object({ notifications: z.array(notificationSchema) }).parse(reply).notifications;
}

export const getNotificationsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['customer', customerId, 'notifications'],
    queryFn: () => getNotifications(customerId),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

export const useNotifications = (customerId: string) => useQuery(getNotificationsQueryOptions(customerId));
