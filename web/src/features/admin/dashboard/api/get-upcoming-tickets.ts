import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { adminTicketSchema, type AdminTicket } from './ticket-schema';

export const UPCOMING_LIMIT = 5;

export async function getUpcomingTickets(limit = UPCOMING_LIMIT): Promise<AdminTicket[]> {
  const reply = await api.get('/api/tickets/upcoming', { params: { limit } });
  return z.object({ items: z.array(adminTicketSchema) }).parse(reply).items;
}

export const useUpcomingTickets = (limit = UPCOMING_LIMIT) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.upcomingTickets(limit),
      queryFn: () => getUpcomingTickets(limit),
      staleTime: 60_000,
    }),
  );
