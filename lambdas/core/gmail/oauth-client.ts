import { gmail, type gmail_v1 } from '@googleapis/gmail';
import { OAuth2Client } from 'google-auth-library';
import type { GmailClientSettings } from './gmail-client-settings.ts';

/** spec 001 §2.9: read-only Gmail access and the user's profile (its address). */
export const GMAIL_SCOPES = [
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/userinfo.email',
];

// Each Google call fails after this long instead of holding a Lambda until its timeout.
const REQUEST_TIMEOUT_MS = 10_000;

export function createOAuthClient(settings: GmailClientSettings, refreshToken?: string): OAuth2Client {
  const client = new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: settings.redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: settings.authUrl,
      oauth2TokenUrl: settings.tokenUrl,
      // Google serves revocation next to the token endpoint (oauth2.googleapis.com/revoke).
      oauth2RevokeUrl: new URL('revoke', settings.tokenUrl).href,
    },
    transporterOptions: { timeout: REQUEST_TIMEOUT_MS },
  });
  if (refreshToken) client.setCredentials({ refresh_token: refreshToken });
  return client;
}

/** The consent URL; `prompt: consent` makes Google return a refresh token on every connection. */
export function consentUrl(client: OAuth2Client): string {
  return client.generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: true,
    scope: GMAIL_SCOPES,
  });
}

export function createGmailApi(settings: GmailClientSettings, auth: OAuth2Client): gmail_v1.Gmail {
  return gmail({ version: 'v1', auth, rootUrl: settings.apiRootUrl, timeout: REQUEST_TIMEOUT_MS });
}
