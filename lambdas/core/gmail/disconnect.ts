import { logger } from '../logger.ts';
import { deleteGmailConnection, readGmailConnection } from './connection-store.ts';
import { getDataKey } from '../crypto/data-key.ts';
import { gmailClientSettings } from './gmail-client-settings.ts';
import { createOAuthClient } from './oauth-client.ts';
import { unseal } from '../crypto/sealed-text.ts';

/** Tells Google to drop the grant; best effort, since the admin asked to disconnect whatever Google says. */
async function revokeAtGoogle(refreshTokenEncrypted: string, connectionId: string): Promise<void> {
  try {
    const [settings, key] = await Promise.all([gmailClientSettings(), getDataKey('gmail-refresh-token')]);
    await createOAuthClient(settings).revokeToken(unseal(refreshTokenEncrypted, key, connectionId));
  } catch (error) {
    logger.warn('Could not revoke the Gmail grant at Google', { error });
  }
}

/** Forgets the connected mailbox (its sync position with it) and revokes the grant. */
export async function disconnectGmail(): Promise<{ wasConnected: boolean }> {
  const connection = await readGmailConnection();
  if (!connection) return { wasConnected: false };
  await deleteGmailConnection();
  await revokeAtGoogle(connection.refreshTokenEncrypted, connection.connectionId);
  return { wasConnected: true };
}
