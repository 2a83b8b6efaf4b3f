import { readGmailConnection } from '../../core/gmail/connection-store.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/gmail/auth-status: connected means success and user (spec 001 §4 Gmail). */
export const getAuthStatus = defineRoute({}, async () => {
  const connection = await readGmailConnection();
  if (!connection) return ok({ success: false, user: null, message: 'No Gmail account is connected.' });
  return ok({
    success: true,
    user: { email: connection.email },
    lastSync: connection.lastSync ?? null,
    lastSyncError: connection.lastSyncError ?? null,
    processedCount: connection.processedCount,
  });
});
