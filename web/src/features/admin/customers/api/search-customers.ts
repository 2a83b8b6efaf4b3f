import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { canSearch } from '../lib/search-query';
import { adminCustomerSchema, type AdminCustomer } from './schemas';

// GET /api/admin/customers/search?q= (spec 001 §2.13): prefix match on names and both e-mail addresses.

const responseSchema = z.object({ items: z.array(adminCustomerSchema) });

export async function searchCustomers(query: string, signal?: AbortSignal): Promise<AdminCustomer[]> {
  const data = await api.get('/api/admin/customers/search', { params: { q: query }, signal });
  return responseSchema.parse(data).items;
}

export const searchCustomersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminKeys.customers.search(query),
    queryFn: ({ signal }) => searchCustomers(query, signal),
    // spec 001 §5: the search runs only once the query is longer than 2 characters.
    enabled: canSearch(query),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useSearchCustomers = (query: string) => useQuery(searchCustomersQueryOptions(query));
