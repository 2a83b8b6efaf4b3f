import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { requireApiKey } from '../api-keys/request-key.ts';
import { requireSession } from '../auth/sessions.ts';
import { db, type DataLayer } from '../db/index.ts';
import type { AuditSubjectType } from '../db/entities/audit-entry.ts';
import { UnauthorizedError } from '../http/errors.ts';

export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

export interface AuditRecord {
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string;
  changes?: AuditChanges;
  summary?: string;
}

/** Field names whose values never enter the log (only that they changed). */
const secretFields = new Set([
  'password',
  'newPassword',
  'passwordHash',
  'accountNumber',
  'routingNumber',
  'secret',
]);

/** The changed fields between two versions of a record, limited to `fields`; secrets are masked. */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[] = Object.keys(after),
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[field] = secretFields.has(field) ? { from: '•••', to: '•••' } : { from, to };
  }
  return changes;
}

/** The signed-in admin, or on the external API the admin who created the request's API key. */
function actorOf(event: APIGatewayProxyEventV2): { actorId: string; actorEmail: string } {
  try {
    const session = requireSession(event);
    return { actorId: session.userId, actorEmail: session.user.email };
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
  }
  const key = requireApiKey(event);
  return { actorId: key.userId, actorEmail: `API key "${key.name}"` };
}

/** Writes one entry for a change made by the signed-in admin of `event` (or through an API key). */
export async function recordAudit(
  event: APIGatewayProxyEventV2,
  record: AuditRecord,
  layer: DataLayer = db(),
): Promise<void> {
  await layer.auditEntries
    .create({
      ...actorOf(event),
      action: record.action,
      subjectType: record.subjectType,
      subjectId: record.subjectId,
      changes: record.changes ?? {},
      summary: record.summary,
    })
    .go();
}

/** The same for an update: the entry is written only when at least one audited field changed. */
export async function recordAuditOfChanges(
  event: APIGatewayProxyEventV2,
  record: AuditRecord & { changes: AuditChanges },
  layer: DataLayer = db(),
): Promise<void> {
  if (Object.keys(record.changes).length === 0) return;
  await recordAudit(event, record, layer);
}
