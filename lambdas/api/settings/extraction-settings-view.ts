import { db, type DataLayer } from '../../core/db/client.ts';
import { PRIMARY_GMAIL_CONNECTION } from '../../core/db/entities/gmail-connection.ts';
import type { SettingsValues } from '../../core/db/settings-defaults.ts';

/** spec 001 §3 Extraction settings as the screens read them; lastSync is the Gmail connection's (null when none). */
export async function extractionSettingsView(settings: SettingsValues<'extraction'>, data: DataLayer = db()) {
  const { data: connection } = await data.gmailConnections
    .get({ connectionId: PRIMARY_GMAIL_CONNECTION })
    .go();
  return {
    keywords: settings.keywords,
    autoProcess: settings.autoProcess,
    autoExtract: settings.autoExtract,
    confidenceThreshold: settings.confidenceThreshold,
    syncInterval: settings.syncInterval,
    autoSync: settings.autoSync,
    lastSync: connection?.lastSync ?? null,
  };
}
