import { getConfig } from '../../core/config/env.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { templateCatalogue } from '../../core/mail/templates.ts';

/** GET /api/email/templates: the six templates with their variables and a preview with sample values. */
export const listEmailTemplates = defineRoute({}, async () =>
  ok({ success: true, templates: templateCatalogue(getConfig().WEB_URL) }),
);
