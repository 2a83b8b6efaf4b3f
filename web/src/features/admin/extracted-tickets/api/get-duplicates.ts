import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { adminTicketSchema } from './admin-ticket';

const duplicatesReplySchema = z.object({
  duplicates: z.array(z.array(adminTicketSchema)),
  count: z.number(),
  doubleSales: z.number().optional(),
});

export type DuplicatesReply = z.infer<typeof duplicatesReplySchema>;

export async function getDuplicates(): Promise<DuplicatesReply> {
  return duplicatesReplySchema.parse(await api.get('/api/tickets/duplicates'));
}

/** GET /api/tickets/duplicates, only while the Duplicate Tickets dialog is open (spec 001 §7). */
export const useDuplicates = (open: boolean) =>
  useQuery({
    queryKey: adminKeys.duplicates,
    queryFn: getDuplicates,
    enabled: open,
    staleTime: 0,
  });
