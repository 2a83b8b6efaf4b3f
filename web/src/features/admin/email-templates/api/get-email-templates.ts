import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// GET /api/email/templates (lambdas/core/mail/templates.ts templateCatalogue): the six templates, each
// with its real rendering filled with sample values.

export const emailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullish(),
  subject: z.string(),
  variables: z.array(z.string()),
  preview: z.object({ subject: z.string(), html: z.string(), text: z.string().nullish() }).nullish(),
});

export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

const responseSchema = z.object({ templates: z.array(emailTemplateSchema) });

export async function getEmailTemplates(): Promise<EmailTemplate[]> {
  return responseSchema.parse(await api.get('/api/email/templates')).templates;
}

export const getEmailTemplatesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.emailTemplates, queryFn: getEmailTemplates, staleTime: 5 * 60_000 });

export const useEmailTemplates = () => useQuery(getEmailTemplatesQueryOptions());
