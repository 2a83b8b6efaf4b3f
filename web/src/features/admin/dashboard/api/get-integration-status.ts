import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// lambdas/core/ingestion/integration-status.ts (spec 001 §3 Integration status), from live data.
export const integrationStatusSchema = z.object({
  gmail: z.object({
    status: z.enum(['Connected', 'Disconnected']),
    email: z.string().nullable(),
    processedCount: z.number(),
    lastSync: z.string().nullable(),
    autoSync: z.boolean(),
    syncInterval: z.number(),
  }),
  ml: z.object({
    status: z.enum(['Active', 'Training', 'Inactive']),
    lastTraining: z.string().nullable().optional(),
    modelVersion: z.string(),
  }),
  database: z.object({
    status: z.string(),
    entriesCount: z.number(),
    emails: z.number().optional(),
    tickets: z.number().optional(),
    storageUsed: z.number(),
  }),
});

export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

export async function getIntegrationStatus(): Promise<IntegrationStatus> {
  return integrationStatusSchema.parse(await api.get('/api/integrations/status'));
}

export const getIntegrationStatusQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.integrationStatus, queryFn: getIntegrationStatus, staleTime: 30_000 });

export const useIntegrationStatus = () => useQuery(getIntegrationStatusQueryOptions());
