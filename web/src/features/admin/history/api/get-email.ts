import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

const emailDetailsSchema = z.object({
  email: z.object({ id: z.string(), rawContent: z.string().nullable().optional() }),
});

/** GET /api/emails/{id}: the e-mail with its plain-text body (contract; '' when it has none). */
export async function getEmailRawContent(id: string): Promise<string> {
  const reply = emailDetailsSchema.parse(await api.get(`/api/emails/${encodeURIComponent(id)}`));
  return reply.email.rawContent ?? '';
}

export const useEmailRawContent = (id: string) =>
  useQuery({
    queryKey: [...adminKeys.emails.detail(id), 'raw-content'],
    queryFn: () => getEmailRawContent(id),
    staleTime: 5 * 60_000,
  });
