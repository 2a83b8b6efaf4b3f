import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import type { TicketFilter, TicketSort } from '../lib/ticket-query';
import { adminTicketSchema } from './admin-ticket';

const PAGE_SIZE = 24;

const ticketPageSchema = z.object({
  items: z.array(adminTicketSchema),
  nextCursor: z.string().nullable().optional(),
});

export type TicketPage = z.infer<typeof ticketPageSchema>;

export async function getTickets(
  sortBy: TicketSort,
  filterBy: TicketFilter,
  cursor: string | undefined,
): Promise<TicketPage> {
  const reply = await api.get('/api/tickets', {
    params: { sortBy, filterBy, cursor, limit: PAGE_SIZE },
  });
  return ticketPageSchema.parse(reply);
}

export const ticketsQueryOptions = (sortBy: TicketSort, filterBy: TicketFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.tickets.list({ sortBy, filterBy }),
    queryFn: ({ pageParam }) => getTickets(sortBy, filterBy, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 30_000,
  });

/** GET /api/tickets?sortBy&filterBy, page by page ('Load more'). */
export const useAdminTickets = (sortBy: TicketSort, filterBy: TicketFilter) =>
  useInfiniteQuery(ticketsQueryOptions(sortBy, filterBy));
