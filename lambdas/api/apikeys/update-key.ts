import { parseKeyInput, updateApiKeyInputSchema } from '../../core/api-keys/key-input.ts';
import { updateApiKey } from '../../core/api-keys/manage-keys.ts';
import { recordAuditOfChanges } from '../../core/audit/record-audit.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { API_KEY_AUDIT_SUBJECT, keyChanges } from './key-audit.ts';
import { anyBodySchema, keyIdParamsSchema } from './key-params.ts';

/** PATCH /api/external/keys/{id}: changes the settings sent (expiresAt null clears it); 404 for an unknown key. */
export const updateKey = defineRoute(
  { params: keyIdParamsSchema, body: anyBodySchema },
  async ({ params, body, event }) => {
    const input = parseKeyInput(updateApiKeyInputSchema, body);
    const { before, after } = await updateApiKey(params.id, input);
    const changes = keyChanges(before, after);
    await recordAuditOfChanges(event, {
      action: 'apiKey.updated',
      subjectType: API_KEY_AUDIT_SUBJECT,
      subjectId: after.id,
      changes,
      summary: `Updated API key "${after.name}"`,
    });
    return ok({ success: true, data: after });
  },
);
