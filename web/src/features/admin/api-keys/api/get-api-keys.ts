import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { apiKeySchema, type ApiKey } from './schemas';

// GET /api/external/keys (spec 001 §7): every key, newest first, as { success, data }.

const listSchema = z.object({ data: z.array(apiKeySchema) });

export async function getApiKeys(): Promise<ApiKey[]> {
  return listSchema.parse(await api.get('/api/external/keys')).data;
}

export const getApiKeysQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.apiKeys, queryFn: getApiKeys, staleTime: 30_000 });

export const useApiKeys = () => useQuery(getApiKeysQueryOptions());
