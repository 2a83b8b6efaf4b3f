import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { paymentMethodsQueryKey } from './get-payment-methods';

// DELETE /api/customer/{id}/payment-methods/{methodId} (spec 000 §7).

export function deletePaymentMethod(customerId: string, methodId: string): Promise<unknown> {
  return api.delete(
    `/api/customer/${encodeURIComponent(customerId)}/payment-methods/${encodeURIComponent(methodId)}`,
  );
}

export const useDeletePaymentMethod = (
  customerId: string,
  mutationConfig?: Omit<UseMutationOptions<unknown, Error, string>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (methodId) => deletePaymentMethod(customerId, methodId),
    // The server hands the default over to the oldest remaining method: read the list again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(customerId) }),
  });
};
