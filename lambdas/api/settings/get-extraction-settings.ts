import { readSettings } from '../../core/db/settings-store.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { extractionSettingsView } from './extraction-settings-view.ts';

/** GET /api/settings/extraction → keywords, autoProcess, autoExtract, confidenceThreshold, syncInterval, autoSync, lastSync. */
export const getExtractionSettings = defineRoute({}, async () =>
  ok({ success: true, ...(await extractionSettingsView(await readSettings('extraction'))) }),
);
