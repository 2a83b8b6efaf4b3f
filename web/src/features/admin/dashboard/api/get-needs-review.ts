import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { adminTicketDetailsSchema, adminTicketSchema, type AdminTicketDetails } from './ticket-schema';

const MAX_PAGES = 20;

async function ticketDetails(id: string): Promise<AdminTicketDetails> {
  const reply = await api.get(`/api/tickets/${encodeURIComponent(id)}/details`);
  return z.object({ ticket: adminTicketDetailsSchema }).parse(reply).ticket;
}

/** The first ticket needing review that the admin has not skipped, read through the review filter's pages. */
async function nextUnskipped(skip: readonly string[]): Promise<AdminTicketDetails | null> {
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const reply = await api.get('/api/tickets', {
      params: { filterBy: 'needs_review', sortBy: 'date_asc', limit: 100, cursor },
    });
    const { items, nextCursor } = z
      .object({ items: z.array(adminTicketSchema), nextCursor: z.string().nullable().optional() })
      .parse(reply);
    const next = items.find((ticket) => ticket.needsReview !== false && !skip.includes(ticket.id));
    if (next) return ticketDetails(next.id);
    if (!nextCursor) return null;
    cursor = nextCursor;
  }
  return null;
}

/**
 * The ticket the Extraction Editor shows (spec 001 §2.3): the oldest needing review, or, once the admin
 * has skipped some with Cancel (issue 7), the first one needing review that is not skipped.
 */
export async function getNeedsReview(skip: readonly string[]): Promise<AdminTicketDetails | null> {
  if (skip.length === 0) {
    const reply = await api.get('/api/tickets/needs-review');
    return z.object({ ticket: adminTicketDetailsSchema.nullable() }).parse(reply).ticket;
  }
  return nextUnskipped(skip);
}

export const useNeedsReview = (skip: readonly string[]) =>
  useQuery({
    queryKey: adminKeys.needsReview(skip),
    queryFn: () => getNeedsReview(skip),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
