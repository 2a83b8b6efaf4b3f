import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { adminTicketDetailsSchema, type AdminTicketDetails } from './admin-ticket';

const detailsReplySchema = z.object({ ticket: adminTicketDetailsSchema });

export async function getTicketDetails(id: string): Promise<AdminTicketDetails> {
  const reply = await api.get(`/api/tickets/${encodeURIComponent(id)}/details`);
  return detailsReplySchema.parse(reply).ticket;
}

/** GET /api/tickets/{id}/details while a Ticket Details dialog shows `id`. */
export const useTicketDetails = (id: string | undefined) =>
  useQuery({
    queryKey: adminKeys.tickets.detail(id ?? ''),
    queryFn: () => getTicketDetails(id ?? ''),
    enabled: id !== undefined,
    staleTime: 30_000,
  });
