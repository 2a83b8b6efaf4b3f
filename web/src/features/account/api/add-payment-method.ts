import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { paymentMethodSchema, paymentMethodsQueryKey, type PaymentMethod } from './get-payment-methods';

// POST /api/customer/{id}/payment-methods (spec 000 §3, §7): what each type holds.

export type AddPaymentMethodInput =
  | { type: 'ACH'; accountInfo: { accountHolderName: string; routingNumber: string; accountNumber: string } }
  | { type: 'PayPal'; accountInfo: { email: string } }
  | { type: 'Zelle'; accountInfo: { contact: string } };

const addPaymentMethodResponseSchema = z.object({ paymentMethod: paymentMethodSchema });

export async function addPaymentMethod(
  customerId: string,
  input: AddPaymentMethodInput & { isDefault: boolean },
): Promise<PaymentMethod> {
  const data = await api.post(`/api/customer/${encodeURIComponent(customerId)}/payment-methods`, input);
  return addPaymentMethodResponseSchema.parse(data).paymentMethod;
}

export const useAddPaymentMethod = (
  customerId: string,
  mutationConfig?: Omit<
    UseMutationOptions<PaymentMethod, Error, AddPaymentMethodInput & { isDefault: boolean }>,
    'mutationFn'
  >,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (input) => addPaymentMethod(customerId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(customerId) }),
  });
};
