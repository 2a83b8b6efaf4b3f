import { diffFields, type AuditChanges } from '../../core/audit/record-audit.ts';
import type { ApiKeyView } from '../../core/api-keys/key-view.ts';
import type { AuditSubjectType } from '../../core/db/entities/audit-entry.ts';

/** What an audit entry of a key compares: the settings an admin chooses (never the key or its hash). */
const auditedKeyFields = [
  'name',
  'description',
  'enabled',
  'expiresAt',
  'rateLimit',
  'allowedIps',
  'scopes',
  'prefix',
] as const;

/** The audit log's subject type for keys (actions `apiKey.created|updated|deleted`, subjectId the key id). */
export const API_KEY_AUDIT_SUBJECT: AuditSubjectType = 'apiKey';

export const keyChanges = (before: ApiKeyView | undefined, after: ApiKeyView | undefined): AuditChanges =>
  diffFields({ ...before }, { ...(after ?? before) }, auditedKeyFields);
