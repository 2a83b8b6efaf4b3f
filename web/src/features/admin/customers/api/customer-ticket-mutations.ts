import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import type { ListingBody } from '../lib/listing-form';

// POST /api/admin/customers/{id}/tickets, PUT and DELETE /api/admin/tickets/{id} (listing ids).

export const addCustomerTicket = (customerId: string, body: ListingBody): Promise<unknown> =>
  api.post(`/api/admin/customers/${encodeURIComponent(customerId)}/tickets`, body);

export const updateCustomerTicket = (listingId: string, body: ListingBody): Promise<unknown> =>
  api.put(`/api/admin/tickets/${encodeURIComponent(listingId)}`, body);

export const deleteCustomerTicket = (listingId: string): Promise<unknown> =>
  api.delete(`/api/admin/tickets/${encodeURIComponent(listingId)}`);

type Options<TVariables> = Omit<UseMutationOptions<unknown, Error, TVariables>, 'mutationFn'>;

/** Each change refetches the customer's tickets and the audit log. */
function useListingMutation<TVariables>(
  customerId: string,
  mutationFn: (variables: TVariables) => Promise<unknown>,
  mutationConfig?: Options<TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.customers.tickets(customerId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll }),
      ]);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}

export const useAddCustomerTicket = (customerId: string, config?: Options<ListingBody>) =>
  useListingMutation(customerId, (body: ListingBody) => addCustomerTicket(customerId, body), config);

export const useUpdateCustomerTicket = (
  customerId: string,
  config?: Options<{ listingId: string; body: ListingBody }>,
) =>
  useListingMutation(
    customerId,
    ({ listingId, body }: { listingId: string; body: ListingBody }) => updateCustomerTicket(listingId, body),
    config,
  );

export const useDeleteCustomerTicket = (customerId: string, config?: Options<string>) =>
  useListingMutation(customerId, deleteCustomerTicket, config);
