import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// GET /api/email/status (lambdas/api/email/get-email-status.ts): readiness from real sends.

export const emailStatusSchema = z.object({
  ready: z.boolean(),
  provider: z.string().nullish(),
  sender: z.string().nullish(),
  sent: z.number().nullish(),
  failed: z.number().nullish(),
  lastSentAt: z.string().nullish(),
  lastFailedAt: z.string().nullish(),
});

export type EmailStatus = z.infer<typeof emailStatusSchema>;

const responseSchema = z.object({ status: emailStatusSchema });

export async function getEmailStatus(): Promise<EmailStatus> {
  return responseSchema.parse(await api.get('/api/email/status')).status;
}

export const getEmailStatusQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.emailStatus, queryFn: getEmailStatus, staleTime: 60_000 });

export const useEmailStatus = () => useQuery(getEmailStatusQueryOptions());
