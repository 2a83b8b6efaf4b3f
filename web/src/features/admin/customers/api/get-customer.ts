import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { adminCustomerSchema, type AdminCustomer } from './schemas';

// GET /api/admin/customers/{id}: the account the detail panel shows.

const responseSchema = z.object({ customer: adminCustomerSchema });

export async function getCustomer(id: string): Promise<AdminCustomer> {
  const data = await api.get(`/api/admin/customers/${encodeURIComponent(id)}`);
  return responseSchema.parse(data).customer;
}

export const getCustomerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.customers.detail(id),
    queryFn: () => getCustomer(id),
    staleTime: 30_000,
  });

export const useCustomer = (id: string) => useQuery(getCustomerQueryOptions(id));
