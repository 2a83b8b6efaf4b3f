import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { api } from '@/lib/api-client';

import { ticketsQueryKey } from './get-tickets';

export function approveTicket(customerId: string, ticketId: string): Promise<unknown> {
  return api.post(`/api/customer/${encodeURIComponent(customerId)}/approve-ticket`, { ticketId });
}

/** spec 000 §7-§8: approve, then refetch pending and listed; toasts as the error catalogue says. */
export function useApproveTicket(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => approveTicket(customerId, ticketId),
    onSuccess: async () => {
      toast.success('Success', { description: 'Ticket status updated successfully' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsQueryKey(customerId, 'pending') }),
        queryClient.invalidateQueries({ queryKey: ticketsQueryKey(customerId, 'live') }),
      ]);
    },
    onError: () => {
      toast.error('Error', { description: 'Failed to update ticket' });
    },
  });
}
