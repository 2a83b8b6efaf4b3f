import type { gmail_v1 } from '@googleapis/gmail';
import type { GmailConnection } from '../db/entities/gmail-connection.ts';
import { getDataKey } from '../crypto/data-key.ts';
import { gmailClientSettings } from './gmail-client-settings.ts';
import { GmailAuthorizationError } from './gmail-errors.ts';
import { createGmailApi, createOAuthClient } from './oauth-client.ts';
import { unseal } from '../crypto/sealed-text.ts';

/** A Gmail API client acting for the connected mailbox with its stored (decrypted) refresh token. */
export async function gmailApiFor(connection: GmailConnection): Promise<gmail_v1.Gmail> {
  const [settings, key] = await Promise.all([gmailClientSettings(), getDataKey('gmail-refresh-token')]);
  let refreshToken: string;
  try {
    refreshToken = unseal(connection.refreshTokenEncrypted, key, connection.connectionId);
  } catch {
    throw new GmailAuthorizationError(
      'The stored Gmail authorization can no longer be read (the data key changed). Disconnect Gmail and connect it again.',
    );
  }
  return createGmailApi(settings, createOAuthClient(settings, refreshToken));
}
