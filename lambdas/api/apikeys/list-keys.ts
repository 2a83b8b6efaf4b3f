import { listApiKeys } from '../../core/api-keys/manage-keys.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/external/keys: every key, newest first, masked (prefix only). */
export const listKeys = defineRoute({}, async () => ok({ success: true, data: await listApiKeys() }));
