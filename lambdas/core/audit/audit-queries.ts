import { db, paginate, type DataLayer, type ListQuery } from '../db/index.ts';
import type { AuditEntry, AuditSubjectType } from '../db/entities/audit-entry.ts';

export const toAuditView = (entry: AuditEntry) => ({
  id: entry.entryId,
  actorId: entry.actorId,
  actorEmail: entry.actorEmail ?? null,
  action: entry.action,
  subjectType: entry.subjectType,
  subjectId: entry.subjectId,
  changes: entry.changes ?? {},
  summary: entry.summary ?? null,
  createdAt: entry.createdAt,
});

/** The audit log newest first, all of it or one subject's (a customer, a ticket …). */
export async function listAuditEntries(
  filter: { subjectType?: AuditSubjectType; subjectId?: string },
  page: ListQuery,
  layer: DataLayer = db(),
) {
  const { auditEntries } = layer;
  const result = await paginate<AuditEntry>(
    (options) =>
      filter.subjectType && filter.subjectId
        ? auditEntries.query
            .auditBySubject({ subjectType: filter.subjectType, subjectId: filter.subjectId })
            .go({ ...options, order: 'desc' })
        : auditEntries.query.auditLog({}).go({ ...options, order: 'desc' }),
    page,
  );
  return { items: result.items.map(toAuditView), nextCursor: result.nextCursor };
}
