import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { ticketsQueryKey } from './get-tickets';

export interface SetFloorPriceInput {
  ticketId: string;
  /** Cents (DESIGN §4). */
  floorPrice: number;
}

export function setFloorPrice(customerId: string, input: SetFloorPriceInput): Promise<unknown> {
  return api.post(`/api/customer/${encodeURIComponent(customerId)}/set-floor-price`, input);
}

/** spec 000 §7: the dialog shows the server's message on failure, so errors are left to the caller. */
export function useSetFloorPrice(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetFloorPriceInput) => setFloorPrice(customerId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey(customerId, 'live') }),
  });
}
