import { diffFields, recordAudit } from '../../core/audit/record-audit.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { readSettings, writeSettings } from '../../core/db/settings-store.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { extractionSettingsView } from './extraction-settings-view.ts';
import { extractionSettingsInputSchema } from './extraction-settings-schema.ts';

/** POST /api/settings/extraction: saves the changed settings; the pipeline reads them for the next e-mail. */
export const saveExtractionSettings = defineRoute(
  { body: extractionSettingsInputSchema },
  async ({ body, event }) => {
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const before = await readSettings('extraction');
    const saved = await writeSettings('extraction', changes, { updatedBy: requireSession(event).userId });
    await recordAudit(event, {
      action: 'settings.extraction.saved',
      subjectType: 'settings',
      subjectId: 'extraction',
      changes: diffFields(before, saved, Object.keys(changes)),
      summary: 'Saved the extraction settings',
    });
    return ok({ success: true, message: 'Settings saved', ...(await extractionSettingsView(saved)) });
  },
);
