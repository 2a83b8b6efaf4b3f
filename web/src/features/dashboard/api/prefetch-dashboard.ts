import type { QueryClient } from '@tanstack/react-query';

import { getNotificationsQueryOptions } from '@/features/tickets/api/get-notifications';
import { getTicketsQueryOptions, ticketTabs } from '@/features/tickets/api/get-tickets';
import { getUserQueryOptions } from '@/lib/auth/get-user';

import { getCustomerQueryOptions } from './get-customer';

/**
 * Starts the dashboard's reads while its code loads (a route loader), instead of one after another as
 * each component mounts: the customer record, the three ticket lists and the notifications.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<null> {
  // The guard asks for the same user at the same time; the query client makes it one request.
  const user = await queryClient.ensureQueryData(getUserQueryOptions());
  if (!user) return null;
  void queryClient.prefetchQuery(getCustomerQueryOptions(user.id));
  for (const tab of ticketTabs) void queryClient.prefetchQuery(getTicketsQueryOptions(user.id, tab));
  void queryClient.prefetchQuery(getNotificationsQueryOptions(user.id));
  return null;
}
