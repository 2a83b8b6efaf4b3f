import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// GET /api/ml/fields (spec 001 §7): the extraction fields in display order (lambdas/core/ml/extraction-fields.ts).

export const mlFieldSchema = z.object({
  id: z.string(),
  fieldName: z.string(),
  displayName: z.string(),
  description: z.string().nullish(),
  isEnabled: z.boolean(),
  isRequired: z.boolean(),
  confidenceThreshold: z.number(),
  order: z.number(),
});

export type MlField = z.infer<typeof mlFieldSchema>;

export async function getMlFields(): Promise<MlField[]> {
  return z.array(mlFieldSchema).parse(await api.get('/api/ml/fields'));
}

// spec 001 §9: fields are fresh for 5 minutes.
export const getMlFieldsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.mlFields, queryFn: getMlFields, staleTime: 5 * 60_000 });

export const useMlFields = () => useQuery(getMlFieldsQueryOptions());
