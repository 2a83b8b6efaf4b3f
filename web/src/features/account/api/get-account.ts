import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { userSchema } from '@/lib/auth/user';

// GET /api/customer/{id} (spec 000 §7): the customer record with the profile and preference fields the
// account screens edit (lambdas/core/auth/user-view.ts).

export const notificationSettingsSchema = z.looseObject({
  ticketSold: z.boolean().optional(),
  priceAlert: z.boolean().optional(),
  emailDigest: z.boolean().optional(),
  sms: z.boolean().optional(),
  push: z.boolean().optional(),
});

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const accountSchema = userSchema.extend({
  streetAddress1: z.string().nullish(),
  streetAddress2: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  zipCode: z.string().nullish(),
  country: z.string().nullish(),
  language: z.string().nullish(),
  notificationSettings: notificationSettingsSchema.nullish(),
});

export type Account = z.infer<typeof accountSchema>;

const getAccountResponseSchema = z.object({ customer: accountSchema });

export async function getAccount(id: string): Promise<Account> {
  return getAccountResponseSchema.parse(await api.get(`/api/customer/${encodeURIComponent(id)}`)).customer;
}

// The same key as the dashboard's customer query: one record, one cache entry.
export const accountQueryKey = (id: string) => ['customer', id] as const;

export const getAccountQueryOptions = (id: string) =>
  queryOptions({ queryKey: accountQueryKey(id), queryFn: () => getAccount(id) });

export const useAccount = (id: string) => useQuery(getAccountQueryOptions(id));
