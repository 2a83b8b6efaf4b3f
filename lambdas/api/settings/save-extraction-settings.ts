import { requireSession } from '../../core/auth/sessions.ts';
import { writeSettings } from '../../core/db/settings-store.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { extractionSettingsView } from './extraction-settings-view.ts';
import { extractionSettingsInputSchema } from './extraction-settings-schema.ts';

/** POST /api/settings/extraction: saves the changed settings; the pipeline reads them for the next e-mail. */
export const saveExtractionSettings = defineRoute(
  { body: extractionSettingsInputSchema },
  async ({ body, event }) => {
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const saved = await writeSettings('extraction', changes, { updatedBy: requireSession(event).userId });
    return ok({ success: true, message: 'Settings saved', ...(await extractionSettingsView(saved)) });
  },
);
