import { gmailClientSettings } from '../../core/gmail/gmail-client-settings.ts';
import { consentUrl, createOAuthClient } from '../../core/gmail/oauth-client.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/gmail/auth-url: Google's consent page for the admin to open (409 when Gmail is not configured). */
export const getAuthUrl = defineRoute({}, async () => {
  const authUrl = consentUrl(createOAuthClient(await gmailClientSettings()));
  return ok({ success: true, authUrl });
});
