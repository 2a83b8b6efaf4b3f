import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api, ApiError } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

const connectedSchema = z.object({
  user: z.object({ email: z.string() }),
  lastSync: z.string().nullable().optional(),
  lastSyncError: z.string().nullable().optional(),
});

export type GmailAuthStatus =
  | { connected: true; email: string; lastSync: string | null; lastSyncError: string | null }
  | { connected: false };

/**
 * GET /api/gmail/auth-status: connected means success and user (spec 001 §4). Without a mailbox the
 * server answers 200 with success false, which the client reads as an error: that is "not connected".
 */
export async function getGmailAuthStatus(): Promise<GmailAuthStatus> {
  try {
    const reply = connectedSchema.parse(await api.get('/api/gmail/auth-status'));
    return {
      connected: true,
      email: reply.user.email,
      lastSync: reply.lastSync ?? null,
      lastSyncError: reply.lastSyncError ?? null,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 200) return { connected: false };
    throw error;
  }
}

export const useGmailAuthStatus = () =>
  useQuery(
    queryOptions({
      // Its own leaf under the auth-status key (invalidated with it): this one keeps the last sync too.
      queryKey: [...adminKeys.gmailAuthStatus, 'with-last-sync'],
      queryFn: getGmailAuthStatus,
      // spec 001 §7: fresh 60 s.
      staleTime: 60_000,
    }),
  );
