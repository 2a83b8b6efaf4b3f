import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { userSchema, type User } from '@/lib/auth/user';

// GET /api/customer/{id} (spec 000 §7): the signed-in customer's own record.
const getCustomerResponseSchema = z.object({ customer: userSchema });

export async function getCustomer(id: string): Promise<User> {
  return getCustomerResponseSchema.parse(await api.get(`/api/customer/${encodeURIComponent(id)}`)).customer;
}

/** How often an unverified account asks whether its e-mail has been confirmed (in this or another tab). */
export const VERIFICATION_POLL_MS = 5_000;

const unverified = (data: User | undefined) => data?.emailConfirmed === false;

export const getCustomerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['customer', id],
    queryFn: () => getCustomer(id),
    // spec 000 §4: the verification overlay and modal close once emailConfirmed turns true.
    refetchInterval: (query) => (unverified(query.state.data) ? VERIFICATION_POLL_MS : false),
    refetchOnWindowFocus: (query) => (unverified(query.state.data) ? 'always' : false),
  });

/** `shown` (the signed-in user the guard already loaded) fills the page until the record arrives. */
export const useCustomer = (id: string, shown?: User) =>
  useQuery({ ...getCustomerQueryOptions(id), ...(shown ? { placeholderData: shown } : {}) });
