import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth/get-user';

import { accountQueryKey, accountSchema, type Account } from './get-account';

// PUT /api/customer/{id}/profile (spec 000 §7).

export const countries = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'Other',
] as const;

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  streetAddress1: string;
  streetAddress2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  language: string;
  /** DESIGN §6.19: sent only when a verified account changes its e-mail. */
  currentPassword?: string;
}

const responseSchema = z.object({ user: accountSchema });

export async function updateProfile(customerId: string, input: ProfileInput): Promise<Account> {
  const data = await api.put(`/api/customer/${encodeURIComponent(customerId)}/profile`, input);
  return responseSchema.parse(data).user;
}

export const useUpdateProfile = (
  customerId: string,
  mutationConfig?: Omit<UseMutationOptions<Account, Error, ProfileInput>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (input) => updateProfile(customerId, input),
    onSuccess: async (account, ...rest) => {
      queryClient.setQueryData(accountQueryKey(customerId), account);
      // The header and sidebar show the name and e-mail of the signed-in user.
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      return mutationConfig?.onSuccess?.(account, ...rest);
    },
  });
};
