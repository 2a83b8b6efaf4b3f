import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api, ApiError, readResponse } from '@/lib/api-client';

import { takeEarlyUserResponse } from './early-user-request';
import { userSchema, type User } from './user';
import { userQueryKey } from './user-query-key';

// GET /api/user: the server's word on who is signed in (DESIGN §6.5); 401 means nobody.
export const getUserResponseSchema = z.object({ user: userSchema });

export async function getUser(): Promise<User | null> {
  try {
    const early = takeEarlyUserResponse();
    const body = early ? await readResponse(await early) : await api.get('/api/user');
    return getUserResponseSchema.parse(body).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export { userQueryKey };

export const getUserQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export const useUser = () => useQuery(getUserQueryOptions());
