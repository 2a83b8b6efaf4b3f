import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// GET /api/admin/audit-log?subjectType=&subjectId=&cursor&limit: admin changes, newest first, in pages.

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string().nullish(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullish(),
  summary: z.string().nullish(),
  createdAt: z.string(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

const pageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullish() });

export type AuditPage = z.infer<typeof pageSchema>;

export interface AuditFilter {
  subjectType?: string;
  subjectId?: string;
  limit?: number;
}

export async function getAuditLog(filter: AuditFilter, cursor?: string): Promise<AuditPage> {
  const data = await api.get('/api/admin/audit-log', { params: { ...filter, cursor } });
  return pageSchema.parse(data);
}

export const getAuditLogQueryOptions = (filter: AuditFilter = {}) =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditLog({
      subjectType: filter.subjectType,
      subjectId: filter.subjectId,
      limit: filter.limit === undefined ? undefined : String(filter.limit),
    }),
    queryFn: ({ pageParam }) => getAuditLog(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 30_000,
  });

export const useAuditLog = (filter: AuditFilter = {}) => useInfiniteQuery(getAuditLogQueryOptions(filter));
