import { saveGmailConnection } from './connection-store.ts';
import { getDataKey } from '../crypto/data-key.ts';
import { gmailClientSettings } from './gmail-client-settings.ts';
import { fromGoogleError, GmailAuthorizationError } from './gmail-errors.ts';
import { createGmailApi, createOAuthClient } from './oauth-client.ts';
import { PRIMARY_GMAIL_CONNECTION } from '../db/entities/gmail-connection.ts';
import { seal } from '../crypto/sealed-text.ts';

/**
 * Completes the consent the admin gave in Google's window: exchanges the code for tokens, reads the
 * mailbox address and stores the connection with the refresh token encrypted. The first sync then
 * starts from the keyword query (no history position yet).
 */
export async function completeAuthorization(code: string, connectedBy: string): Promise<{ email: string }> {
  const settings = await gmailClientSettings();
  const client = createOAuthClient(settings);
  try {
    const { tokens } = await client.getToken(code);
    if (!tokens.refresh_token) {
      throw new GmailAuthorizationError(
        'Google did not grant offline access. Remove Ticket Relay from your Google account’s third-party access and connect again.',
      );
    }
    client.setCredentials(tokens);
    const { data: profile } = await createGmailApi(settings, client).users.getProfile({ userId: 'me' });
    if (!profile.emailAddress)
      throw new GmailAuthorizationError('Google did not tell us the mailbox address.');
    const key = await getDataKey('gmail-refresh-token');
    await saveGmailConnection({
      email: profile.emailAddress,
      refreshTokenEncrypted: seal(tokens.refresh_token, key, PRIMARY_GMAIL_CONNECTION),
      connectedBy,
    });
    return { email: profile.emailAddress.toLowerCase() };
  } catch (error) {
    throw fromGoogleError(
      error,
      'Google did not accept this authorization code (it may have expired or been used already). Please connect Gmail again.',
    );
  }
}
