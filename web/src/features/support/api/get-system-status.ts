import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

const healthSchema = z.object({ status: z.string() });

/** The Support Center's system status from the real health check (DESIGN §6.12, issue 6). */
export async function getSystemStatus(): Promise<'operational' | 'degraded'> {
  const health = healthSchema.parse(await api.get('/api/health'));
  return health.status === 'ok' ? 'operational' : 'degraded';
}

export const systemStatusQueryOptions = queryOptions({
  queryKey: ['system-status'],
  queryFn: getSystemStatus,
  staleTime: 60_000,
});

export const useSystemStatus = () => useQuery(systemStatusQueryOptions);
