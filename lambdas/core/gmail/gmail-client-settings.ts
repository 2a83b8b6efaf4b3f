import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { z } from 'zod';
import { secretsManager } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { GmailNotConfiguredError } from './gmail-errors.ts';

export interface GmailClientSettings {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authUrl: string;
  tokenUrl: string;
  apiRootUrl: string;
}

const oauthSecretSchema = z.object({
  clientId: z.string().default(''),
  clientSecret: z.string().default(''),
});

let provider: SecretsProvider | undefined;
// Re-read every 5 minutes, so an operator filling in the secret needs no redeploy.
const SECRET_MAX_AGE_SECONDS = 300;

async function clientCredentials(): Promise<{ clientId?: string; clientSecret?: string }> {
  const { GMAIL_CLIENT_ID, GMAIL_CLIENT_SECRET, GMAIL_OAUTH_SECRET_ID } = getConfig();
  if (GMAIL_CLIENT_ID || GMAIL_CLIENT_SECRET || !GMAIL_OAUTH_SECRET_ID) {
    return { clientId: GMAIL_CLIENT_ID, clientSecret: GMAIL_CLIENT_SECRET };
  }
  provider ??= new SecretsProvider({ awsSdkV3Client: secretsManager() });
  const value = await provider.get(GMAIL_OAUTH_SECRET_ID, {
    maxAge: SECRET_MAX_AGE_SECONDS,
    transform: 'json',
  });
  const parsed = oauthSecretSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * The Google OAuth client of this deployment: id and secret from GMAIL_CLIENT_ID / GMAIL_CLIENT_SECRET,
 * else from the JSON secret GMAIL_OAUTH_SECRET_ID; throws GmailNotConfiguredError when either is missing.
 */
export async function gmailClientSettings(): Promise<GmailClientSettings> {
  const config = getConfig();
  const { clientId, clientSecret } = await clientCredentials();
  if (!clientId?.trim() || !clientSecret?.trim()) {
    throw new GmailNotConfiguredError(config.GMAIL_CLIENT_ID ? undefined : config.GMAIL_OAUTH_SECRET_ID);
  }
  return {
    clientId: clientId.trim(),
    clientSecret: clientSecret.trim(),
    redirectUri: config.GMAIL_REDIRECT_URI ?? new URL('/admin/gmail/callback', config.WEB_URL).href,
    authUrl: config.GMAIL_OAUTH_AUTH_URL,
    tokenUrl: config.GMAIL_OAUTH_TOKEN_URL,
    apiRootUrl: config.GMAIL_API_ROOT_URL,
  };
}
