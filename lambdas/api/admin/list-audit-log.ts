import { z } from 'zod';
import { listAuditEntries } from '../../core/audit/audit-queries.ts';
import { auditSubjectTypes } from '../../core/db/entities/audit-entry.ts';
import { listQuerySchema } from '../../core/db/pagination.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

const BOTH_OR_NEITHER = 'Please give both subjectType and subjectId, or neither.';

/** An empty query parameter (`?subjectType=`) counts as not given. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const auditLogQuerySchema = listQuerySchema
  .extend({
    subjectType: z.preprocess(
      blankAsAbsent,
      z
        .enum(auditSubjectTypes, { error: `subjectType must be one of ${auditSubjectTypes.join(', ')}.` })
        .optional(),
    ),
    subjectId: z.preprocess(blankAsAbsent, z.string().max(64).optional()),
  })
  .refine((query) => (query.subjectType === undefined) === (query.subjectId === undefined), BOTH_OR_NEITHER);

/** GET /api/admin/audit-log?subjectType&subjectId&cursor&limit: the audit log newest first, or one subject's. */
export const listAuditLog = defineRoute({ query: auditLogQuerySchema }, async ({ query }) => {
  const { subjectType, subjectId, ...page } = query;
  return ok({ success: true, ...(await listAuditEntries({ subjectType, subjectId }, page)) });
});
