import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';

import { api, serverMessage } from '@/lib/api-client';

import { invalidateAdminData } from '../../query-keys';

// spec 001 §3 Sync response.
const syncReplySchema = z.object({
  count: z.number(),
  processedCount: z.number().optional(),
  ticketsCreated: z.number().optional(),
});

export type SyncReply = z.infer<typeof syncReplySchema>;

export async function syncGmail(): Promise<SyncReply> {
  return syncReplySchema.parse(await api.post('/api/gmail/sync'));
}

/** spec 001 §8: 'Successfully synced N new emails', plus the processed and created parts when present. */
export function syncSummary({ count, processedCount, ticketsCreated }: SyncReply): string {
  let text = `Successfully synced ${count} new emails`;
  if (processedCount) text += `, processed ${processedCount} emails`;
  if (ticketsCreated) text += `, created ${ticketsCreated} tickets`;
  return text;
}

/** Sync Now / Sync / Sync Emails (spec 001 §2.3, §2.4); §4: refetch everything a sync can change. */
export function useSyncGmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncGmail,
    onSuccess: (reply) => {
      toast.success('Email sync completed', { description: syncSummary(reply) });
    },
    onError: (error) => {
      toast.error('Sync failed', { description: serverMessage(error) ?? error.message });
    },
    onSettled: () => invalidateAdminData(queryClient),
  });
}
