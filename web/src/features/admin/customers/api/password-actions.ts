import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// POST /api/admin/customers/{id}/reset-password and /change-password (DESIGN §6.15).

export const sendPasswordReset = (customerId: string): Promise<unknown> =>
  api.post(`/api/admin/customers/${encodeURIComponent(customerId)}/reset-password`, { sendEmail: true });

export const setCustomerPassword = (customerId: string, newPassword: string): Promise<unknown> =>
  api.post(`/api/admin/customers/${encodeURIComponent(customerId)}/change-password`, { newPassword });

type Options<TVariables> = Omit<UseMutationOptions<unknown, Error, TVariables>, 'mutationFn'>;

export const useSendPasswordReset = (customerId: string, config?: Options<void>) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: () => sendPasswordReset(customerId),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll });
      return config?.onSuccess?.(...args);
    },
  });
};

export const useSetCustomerPassword = (customerId: string, config?: Options<string>) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (newPassword: string) => setCustomerPassword(customerId, newPassword),
    onSuccess: async (...args) => {
      // The account now carries mustChangePassword; the audit log has a new entry.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.customers.detail(customerId), exact: true }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll }),
      ]);
      return config?.onSuccess?.(...args);
    },
  });
};
