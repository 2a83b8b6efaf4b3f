import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { adminCustomerSchema, type AdminCustomer } from './schemas';

// PATCH /api/admin/customers/{id}: exactly one field per call (issue 7 contract), so each save is audited alone.

export type CustomerChange =
  | { firstName: string }
  | { lastName: string }
  | { email: string }
  | { transferEmail: string }
  | { phone: string | null }
  | { isActive: boolean };

const responseSchema = z.object({ customer: adminCustomerSchema });

export async function updateCustomer(id: string, change: CustomerChange): Promise<AdminCustomer> {
  const data = await api.patch(`/api/admin/customers/${encodeURIComponent(id)}`, change);
  return responseSchema.parse(data).customer;
}

export const useUpdateCustomer = (
  id: string,
  mutationConfig?: Omit<UseMutationOptions<AdminCustomer, Error, CustomerChange>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (change) => updateCustomer(id, change),
    onSuccess: async (customer, ...rest) => {
      queryClient.setQueryData(adminKeys.customers.detail(id), customer);
      // Search results show the same fields; the audit log has a new entry.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminKeys.customers.all, 'search'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll }),
      ]);
      return mutationConfig?.onSuccess?.(customer, ...rest);
    },
  });
};
