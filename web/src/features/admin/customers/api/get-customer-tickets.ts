import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { adminListingSchema, type AdminListing } from './schemas';

// GET /api/admin/customers/{id}/tickets: every listing of the customer, newest first.

const responseSchema = z.object({ items: z.array(adminListingSchema) });

export async function getCustomerTickets(customerId: string): Promise<AdminListing[]> {
  const data = await api.get(`/api/admin/customers/${encodeURIComponent(customerId)}/tickets`);
  return responseSchema.parse(data).items;
}

export const getCustomerTicketsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: adminKeys.customers.tickets(customerId),
    queryFn: () => getCustomerTickets(customerId),
    staleTime: 30_000,
  });

export const useCustomerTickets = (customerId: string) =>
  useQuery(getCustomerTicketsQueryOptions(customerId));
