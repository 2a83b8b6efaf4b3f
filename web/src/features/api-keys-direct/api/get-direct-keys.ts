import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { ApiError, api } from '@/lib/api-client';

// GET /api/external/keys with the page's bearer token (spec 001 §7). DESIGN §6.8: the list holds each key's
// prefix, never the key.

export const directKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  status: z.enum(['active', 'disabled', 'expired']),
  scopes: z.array(z.string()),
  expiresAt: z.string().nullish(),
  lastUsed: z.string().nullish(),
  createdAt: z.string(),
});

export type DirectKey = z.infer<typeof directKeySchema>;

export const directKeysQueryKey = ['api-keys-direct'] as const;

export async function getDirectKeys(token: string): Promise<DirectKey[]> {
  const reply = await api.get('/api/external/keys', { headers: { Authorization: `Bearer ${token}` } });
  return z.object({ data: z.array(directKeySchema) }).parse(reply).data;
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The keys; a 401 (token expired or revoked) calls `onUnauthorized` (spec 001 §4). */
export const useDirectKeys = (token: string, onUnauthorized: () => void) =>
  useQuery({
    queryKey: directKeysQueryKey,
    queryFn: async () => {
      try {
        return await getDirectKeys(token);
      } catch (error) {
        if (isUnauthorized(error)) onUnauthorized();
        throw error;
      }
    },
  });
