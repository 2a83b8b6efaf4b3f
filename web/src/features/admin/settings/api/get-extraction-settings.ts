import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// GET /api/settings/extraction (spec 001 §7; lambdas/api/settings/extraction-settings-view.ts).

export const extractionSettingsSchema = z.object({
  keywords: z.string(),
  autoProcess: z.boolean(),
  autoExtract: z.boolean(),
  confidenceThreshold: z.number(),
  syncInterval: z.number(),
  autoSync: z.boolean(),
  lastSync: z.string().nullish(),
});

export type ExtractionSettings = z.infer<typeof extractionSettingsSchema>;

export async function getExtractionSettings(): Promise<ExtractionSettings> {
  return extractionSettingsSchema.parse(await api.get('/api/settings/extraction'));
}

// spec 001 §9: settings are fresh for 5 minutes.
export const getExtractionSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings,
    queryFn: getExtractionSettings,
    staleTime: 5 * 60_000,
  });

export const useExtractionSettings = () => useQuery(getExtractionSettingsQueryOptions());
