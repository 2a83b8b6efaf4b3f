import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { paymentMethodsQueryKey } from './get-payment-methods';

// PUT /api/customer/{id}/payment-methods/{methodId}/set-default (spec 000 §7).

export function setDefaultPaymentMethod(customerId: string, methodId: string): Promise<unknown> {
  return api.put(
    `/api/customer/${encodeURIComponent(customerId)}/payment-methods/${encodeURIComponent(methodId)}/set-default`,
  );
}

export const useSetDefaultPaymentMethod = (
  customerId: string,
  mutationConfig?: Omit<UseMutationOptions<unknown, Error, string>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (methodId) => setDefaultPaymentMethod(customerId, methodId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(customerId) }),
  });
};
