import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** spec 000 §2: the terms dialog's version; the server records it (DESIGN §6.18). */
export const TERMS_VERSION = '1.0';
export const TERMS_LAST_UPDATED = 'May 30, 2025';

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
