import { z } from 'zod';
import { getConfig } from '../../core/config/env.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import type { ApiResult } from '../../core/http/responses.ts';
import { renderTemplate, sampleValues, templateIds } from '../../core/mail/templates.ts';

export const previewParamsSchema = z.object({
  template: z.enum(templateIds, { error: `Please choose one of the templates: ${templateIds.join(', ')}.` }),
});

/**
 * GET /api/email/templates/{template}/preview: the real template's HTML, filled with sample values.
 * The area's security headers (create-area-handler.ts, middy http-security-headers) give it a strict
 * Content-Security-Policy: no sources at all (so no scripts, requests or remote images), `sandbox`,
 * `frame-ancestors 'none'`; they replace any policy a handler sets. The SPA shows the HTML it fetched
 * in a sandboxed `<iframe srcdoc>`, like e-mail bodies (DESIGN §6.10).
 */
export const previewEmailTemplate = defineRoute({ params: previewParamsSchema }, async ({ params }) => {
  const { WEB_URL } = getConfig();
  const { html } = renderTemplate(params.template, sampleValues(WEB_URL), { webUrl: WEB_URL });
  const reply: ApiResult = {
    statusCode: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    },
    body: html,
  };
  return reply;
});
