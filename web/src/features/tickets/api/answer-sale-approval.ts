import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { api, serverMessage } from '@/lib/api-client';

export type SaleDecision = 'accept' | 'decline';

export interface SaleApprovalInput {
  ticketId: string;
  decision: SaleDecision;
}

export function answerSaleApproval(customerId: string, input: SaleApprovalInput): Promise<unknown> {
  return api.post(`/api/customer/${encodeURIComponent(customerId)}/sale-approval`, input);
}

/**
 * The seller's answer to an offer below the floor price. Either way the ticket lists and the
 * notifications change (an accepted offer is a sale: Sold Tickets, payouts, 'Ticket Sold').
 */
export function useAnswerSaleApproval(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaleApprovalInput) => answerSaleApproval(customerId, input),
    onSuccess: async (_reply, { decision }) => {
      if (decision === 'accept') toast.success('Sale accepted');
      else toast.success('Offer declined');
      await Promise.all(
        ['tickets', 'notifications', 'listings', 'payouts'].map((part) =>
          queryClient.invalidateQueries({ queryKey: ['customer', customerId, part] }),
        ),
      );
    },
    onError: (error) => {
      toast.error('Error', {
        description: serverMessage(error) ?? 'Your answer could not be saved. Please try again.',
      });
    },
  });
}
