import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api, ApiError } from '@/lib/api-client';

import { userSchema, type User } from './user';
import { userQueryKey } from './user-query-key';

// GET /api/user: the server's word on who is signed in (DESIGN §6.5); 401 means nobody.
export const getUserResponseSchema = z.object({ user: userSchema });

export async function getUser(): Promise<User | null> {
  try {
    return getUserResponseSchema.parse(await api.get('/api/user')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export { userQueryKey };

export const getUserQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export const useUser = () => useQuery(getUserQueryOptions());
