import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth/get-user';
import { userSchema, type User } from '@/lib/auth/user';
import { localHints } from '@/lib/local-hints';

import { getCustomerQueryOptions } from './get-customer';

// POST /api/customer/update-email (spec 000 §5, §7). Without the password it is the unverified account's
// 'Wrong Email?' case (DESIGN §6.19).
export const updateEmailInputSchema = z.object({
  newEmail: z.string().trim().pipe(z.email('Please enter a valid email address')),
});

export type UpdateEmailInput = z.infer<typeof updateEmailInputSchema>;

const updateEmailResponseSchema = z.object({ user: userSchema });

export async function updateEmail(body: { currentEmail: string; newEmail: string }): Promise<User> {
  return updateEmailResponseSchema.parse(await api.post('/api/customer/update-email', body)).user;
}

export function useUpdateEmail(
  mutationConfig?: Omit<
    UseMutationOptions<User, Error, { currentEmail: string; newEmail: string }>,
    'mutationFn'
  >,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateEmail,
    onSuccess: async (user, ...args) => {
      // spec 000 §7: on success the stored customer is replaced.
      localHints.setCurrentCustomer(user);
      const { queryKey } = getCustomerQueryOptions(user.id);
      queryClient.setQueryData(queryKey, (old) => ({ ...old, ...user }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]);
      await onSuccess?.(user, ...args);
    },
  });
}
