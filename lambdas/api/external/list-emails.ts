import { listPublicEmails } from '../../core/external-api/email-queries.ts';
import { listEmailsQuerySchema } from '../../core/external-api/schemas.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/external/v1/emails (read): a page of e-mails, newest first. */
export const listEmails = defineRoute({ query: listEmailsQuerySchema }, async ({ query }) => {
  const { limit, cursor, ...filters } = query;
  const page = await listPublicEmails(filters, { limit, cursor });
  return ok({ data: page.items, nextCursor: page.nextCursor });
});
