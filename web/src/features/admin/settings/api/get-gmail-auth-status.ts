import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api, ApiError } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// GET /api/gmail/auth-status (spec 001 §4): connected means success and user are both present. Without a
// mailbox the server answers 200 with success false, which the API client reports as an error.

const connectedSchema = z.object({
  success: z.literal(true),
  user: z.object({ email: z.string() }),
  lastSync: z.string().nullish(),
});

export type GmailAuthStatus = { connected: true; email: string } | { connected: false };

export async function getGmailAuthStatus(): Promise<GmailAuthStatus> {
  try {
    const { user } = connectedSchema.parse(await api.get('/api/gmail/auth-status'));
    return { connected: true, email: user.email };
  } catch (error) {
    if (error instanceof ApiError && error.status === 200) return { connected: false };
    throw error;
  }
}

// spec 001 §9: fresh for 60 s; re-read on returning to the tab, since the consent happens in another window.
export const getGmailAuthStatusQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.gmailAuthStatus,
    queryFn: getGmailAuthStatus,
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
  });

export const useGmailAuthStatus = () => useQuery(getGmailAuthStatusQueryOptions());
