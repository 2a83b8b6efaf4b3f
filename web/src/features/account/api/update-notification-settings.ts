import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { accountQueryKey, accountSchema, type Account } from './get-account';

// PUT /api/customer/{id}/notification-settings: the Notifications tab's switches (spec 000 §2).

export const notificationPreferences = ['ticketSold', 'priceAlert', 'emailDigest', 'sms', 'push'] as const;
export type NotificationPreference = (typeof notificationPreferences)[number];
export type NotificationPreferencesInput = Record<NotificationPreference, boolean>;

const responseSchema = z.object({ user: accountSchema });

export async function updateNotificationSettings(
  customerId: string,
  input: NotificationPreferencesInput,
): Promise<Account> {
  const data = await api.put(`/api/customer/${encodeURIComponent(customerId)}/notification-settings`, input);
  return responseSchema.parse(data).user;
}

export const useUpdateNotificationSettings = (
  customerId: string,
  mutationConfig?: Omit<UseMutationOptions<Account, Error, NotificationPreferencesInput>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (input) => updateNotificationSettings(customerId, input),
    onSuccess: (account, ...rest) => {
      queryClient.setQueryData(accountQueryKey(customerId), account);
      return mutationConfig?.onSuccess?.(account, ...rest);
    },
  });
};
