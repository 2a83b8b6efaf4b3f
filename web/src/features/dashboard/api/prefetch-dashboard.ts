import type { QueryClient } from '@tanstack/react-query';

import { getNotificationsQueryOptions } from '@/features/tickets/api/get-notifications';
import { getTicketsQueryOptions, ticketTabs } from '@/features/tickets/api/get-tickets';
import { getUserQueryOptions } from '@/lib/auth/get-user';

import { getCustomerQueryOptions } from './get-customer';

/**
 * The dashboard's reads (a route loader), all at once rather than one after another as each component
 * mounts: the customer record, the three ticket lists and the notifications. The page waits for them
 * and renders once with everything: the reads left with the page's first script (app/early-requests.ts)
 * and are usually in before the page's code, and one render costs the phone less main-thread time
 * than a page that renders again as each list arrives. A failed read shows on the page, as before.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<null> {
  // The guard asks for the same user at the same time; the query client makes it one request.
  const user = await queryClient.ensureQueryData(getUserQueryOptions());
  if (!user) return null;
  await Promise.all([
    queryClient.prefetchQuery(getCustomerQueryOptions(user.id)),
    ...ticketTabs.map((tab) => queryClient.prefetchQuery(getTicketsQueryOptions(user.id, tab))),
    queryClient.prefetchQuery(getNotificationsQueryOptions(user.id)),
  ]);
  return null;
}
