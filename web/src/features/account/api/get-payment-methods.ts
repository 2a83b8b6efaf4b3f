import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

// GET /api/customer/{id}/payment-methods (spec 000 §7). DESIGN §6.4: account numbers come back masked.

export const payoutTypes = ['ACH', 'PayPal', 'Zelle'] as const;
export type PayoutType = (typeof payoutTypes)[number];

export const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.enum(payoutTypes),
  isDefault: z.boolean(),
  isActive: z.boolean().optional(),
  accountInfo: z.record(z.string(), z.string()).default({}),
  lastFour: z.string().nullish(),
  displayLabel: z.string().nullish(),
  createdAt: z.string().optional(),
});

export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const getPaymentMethodsResponseSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });

export async function getPaymentMethods(customerId: string): Promise<PaymentMethod[]> {
  const data = await api.get(`/api/customer/${encodeURIComponent(customerId)}/payment-methods`);
  return getPaymentMethodsResponseSchema.parse(data).paymentMethods;
}

export const paymentMethodsQueryKey = (customerId: string) =>
  ['customer', customerId, 'payment-methods'] as const;

export const getPaymentMethodsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: paymentMethodsQueryKey(customerId),
    queryFn: () => getPaymentMethods(customerId),
  });

export const usePaymentMethods = (customerId: string) => useQuery(getPaymentMethodsQueryOptions(customerId));
