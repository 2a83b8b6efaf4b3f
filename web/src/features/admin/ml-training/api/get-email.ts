import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

/** GET /api/emails/{id} (contract): the e-mail's view plus its plain-text and HTML bodies. */
const emailSchema = z.object({
  id: z.string(),
  sender: z.string().nullable().optional(),
  senderEmail: z.string().nullable().optional(),
  recipient: z.string().nullable().optional(),
  recipientEmail: z.string().nullable().optional(),
  subject: z.string().nullable().optional(),
  receivedAt: z.string().nullable().optional(),
  snippet: z.string().nullable().optional(),
  rawContent: z.string().nullable().optional(),
  html: z.string().nullable().optional(),
});

export type AdminEmail = z.infer<typeof emailSchema>;

const emailReplySchema = z.object({ email: emailSchema });

export async function getEmail(id: string): Promise<AdminEmail> {
  return emailReplySchema.parse(await api.get(`/api/emails/${encodeURIComponent(id)}`)).email;
}

export const useEmail = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.emails.detail(id ?? ''),
    queryFn: () => getEmail(id ?? ''),
    enabled: id !== null,
    staleTime: 60_000,
  });
