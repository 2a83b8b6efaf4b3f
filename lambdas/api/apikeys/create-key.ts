import { createApiKeyInputSchema, parseKeyInput } from '../../core/api-keys/key-input.ts';
import { createApiKey } from '../../core/api-keys/manage-keys.ts';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { created } from '../../core/http/responses.ts';
import { API_KEY_AUDIT_SUBJECT, keyChanges } from './key-audit.ts';
import { anyBodySchema } from './key-params.ts';

/** POST /api/external/keys: issues a key; the full key is in this reply only. */
export const createKey = defineRoute({ body: anyBodySchema }, async ({ body, event }) => {
  const input = parseKeyInput(createApiKeyInputSchema, body);
  const { view, key } = await createApiKey(requireSession(event).userId, input);
  await recordAudit(event, {
    action: 'apiKey.created',
    subjectType: API_KEY_AUDIT_SUBJECT,
    subjectId: view.id,
    changes: keyChanges(undefined, view),
    summary: `Created API key "${view.name}"`,
  });
  return created({ success: true, data: { ...view, key } });
});
