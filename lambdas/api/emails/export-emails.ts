import { exportEmails as emailViews } from '../../core/admin-tickets/exports.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { json } from '../../core/http/responses.ts';

/** GET /api/emails/export: every e-mail (list views, no raw content) as a JSON download. */
export const exportEmails = defineRoute({}, async () =>
  json(200, await emailViews(), {
    headers: {
      'content-disposition': `attachment; filename="emails-${new Date().toISOString().slice(0, 10)}.json"`,
    },
  }),
);
