import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// GET /api/integrations/status (spec 001 §7): its database part gives the live storage figures
// (DESIGN §6.12; lambdas/core/ingestion/integration-status.ts).

const storageStatsSchema = z.object({
  emails: z.number(),
  tickets: z.number(),
  /** Bytes of raw e-mail stored. */
  storageUsed: z.number(),
});

export type StorageStats = z.infer<typeof storageStatsSchema>;

const integrationStatusSchema = z.looseObject({ database: storageStatsSchema });

export async function getStorageStats(): Promise<StorageStats> {
  return integrationStatusSchema.parse(await api.get('/api/integrations/status')).database;
}

// Under the integration status key, so that refreshing the integration status refreshes these figures too.
export const getStorageStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.integrationStatus, 'storage'],
    queryFn: getStorageStats,
    staleTime: 30_000,
  });

export const useStorageStats = () => useQuery(getStorageStatsQueryOptions());
