import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

/** spec 000 §3 Ticket (customer view); prices in cents (DESIGN §4), plus DESIGN §6.13's review flag. */
export const customerTicketSchema = z.object({
  id: z.string(),
  eventName: z.string(),
  venue: z.string().nullable(),
  eventDate: z.string().nullable(),
  section: z.string().nullable(),
  row: z.string().nullable(),
  seats: z.string().nullable(),
  quantity: z.number(),
  status: z.enum(['pending', 'listed', 'sold', 'cancelled']),
  listedPrice: z.number().nullable(),
  floorPrice: z.number().nullable(),
  soldPrice: z.number().nullable(),
  underReview: z.boolean(),
  createdAt: z.string().optional(),
  statusChangedAt: z.string().nullable().optional(),
  /** A sale below the floor price waiting for the seller's Accept / Decline (issue 9); cents. */
  pendingSale: z.object({ priceCents: z.number().int(), requestedAt: z.string() }).nullish(),
});

export type CustomerTicket = z.infer<typeof customerTicketSchema>;

/** The dashboard's three tabs (spec 000 §4) and the list call behind each (spec 000 §7). */
export const ticketTabs = ['pending', 'live', 'sold'] as const;
export type TicketTab = (typeof ticketTabs)[number];

const listPath: Record<TicketTab, string> = {
  pending: 'pending-tickets',
  live: 'listed-tickets',
  sold: 'sold-tickets',
};

const ticketsResponseSchema = z.object({ tickets: z.array(customerTicketSchema) });

export async function getTickets(customerId: string, tab: TicketTab): Promise<CustomerTicket[]> {
  const reply = await api.get(`/api/customer/${encodeURIComponent(customerId)}/${listPath[tab]}`);
  return ticketsResponseSchema.parse(reply).tickets;
}

export const ticketsQueryKey = (customerId: string, tab: TicketTab) => [
  'customer',
  customerId,
  'tickets',
  tab,
];

export const getTicketsQueryOptions = (customerId: string, tab: TicketTab) =>
  queryOptions({ queryKey: ticketsQueryKey(customerId, tab), queryFn: () => getTickets(customerId, tab) });

export const useTickets = (customerId: string, tab: TicketTab) =>
  useQuery(getTicketsQueryOptions(customerId, tab));
