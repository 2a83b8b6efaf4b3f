import { z } from 'zod';
import { emailFilters, listEmails as listEmailPage } from '../../core/ingestion/admin-email-queries.ts';
import { listQuerySchema } from '../../core/db/pagination.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

export const listEmailsQuerySchema = listQuerySchema.extend({ filter: z.enum(emailFilters).default('all') });

/** GET /api/emails?filter=all|unprocessed|processed&cursor&limit (spec 001 §2.4), newest first. */
export const listEmails = defineRoute({ query: listEmailsQuerySchema }, async ({ query }) => {
  const { filter, ...page } = query;
  return ok({ success: true, ...(await listEmailPage(filter, page)) });
});
