import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { api, serverMessage } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// POST /api/admin/tickets/{id}/resolve-attention (a listing id): the flag after a sale is handled.

export const resolveSaleAttention = (listingId: string): Promise<unknown> =>
  api.post(`/api/admin/tickets/${encodeURIComponent(listingId)}/resolve-attention`);

/** Marks the flag resolved, then refetches the customer's tickets and the audit log. */
export function useResolveSaleAttention(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveSaleAttention,
    onSuccess: async () => {
      toast.success('Marked as resolved');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.customers.tickets(customerId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll }),
      ]);
    },
    onError: (error) => {
      toast.error('Could not mark as resolved', {
        description: serverMessage(error) ?? 'Please try again.',
      });
    },
  });
}
