import { deleteApiKey } from '../../core/api-keys/manage-keys.ts';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { API_KEY_AUDIT_SUBJECT } from './key-audit.ts';
import { keyIdParamsSchema } from './key-params.ts';

/** DELETE /api/external/keys/{id}: the key stops working at once; 404 for an unknown key. */
export const deleteKey = defineRoute({ params: keyIdParamsSchema }, async ({ params, event }) => {
  const deleted = await deleteApiKey(params.id);
  await recordAudit(event, {
    action: 'apiKey.deleted',
    subjectType: API_KEY_AUDIT_SUBJECT,
    subjectId: deleted.id,
    summary: `Deleted API key "${deleted.name}" (${deleted.prefix}…)`,
  });
  return ok({ success: true });
});
