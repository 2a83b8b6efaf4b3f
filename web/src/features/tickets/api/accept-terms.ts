import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { TERMS_VERSION } from '../lib/terms';

export function acceptTerms(customerId: string): Promise<unknown> {
  return api.post(`/api/customer/${encodeURIComponent(customerId)}/accept-terms`, { version: TERMS_VERSION });
}

export function useAcceptTerms(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptTerms(customerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer', customerId] }),
  });
}
