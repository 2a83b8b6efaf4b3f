import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { adminPaymentMethodSchema, type AdminPaymentMethod } from './schemas';

// GET /api/admin/customers/{id}/payment-methods: payout methods, account numbers masked (DESIGN §6.4).

const responseSchema = z.object({ items: z.array(adminPaymentMethodSchema) });

export async function getCustomerPaymentMethods(customerId: string): Promise<AdminPaymentMethod[]> {
  const data = await api.get(`/api/admin/customers/${encodeURIComponent(customerId)}/payment-methods`);
  return responseSchema.parse(data).items;
}

export const getCustomerPaymentMethodsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: adminKeys.customers.paymentMethods(customerId),
    queryFn: () => getCustomerPaymentMethods(customerId),
    staleTime: 30_000,
  });

export const useCustomerPaymentMethods = (customerId: string) =>
  useQuery(getCustomerPaymentMethodsQueryOptions(customerId));
