import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { invalidateAdminData } from '../../query-keys';

// POST /api/gmail/sync (spec 001 §7): count, processedCount, ticketsCreated.

const syncResultSchema = z.object({
  count: z.number(),
  processedCount: z.number().nullish(),
  ticketsCreated: z.number().nullish(),
});

export type SyncResult = z.infer<typeof syncResultSchema>;

export async function syncGmail(): Promise<SyncResult> {
  return syncResultSchema.parse(await api.post('/api/gmail/sync'));
}

/** spec 001 §8: 'Successfully synced N new emails', then ', processed N emails' and ', created N tickets'. */
export function syncSummary({ count, processedCount, ticketsCreated }: SyncResult): string {
  let text = `Successfully synced ${count} new emails`;
  if (processedCount) text += `, processed ${processedCount} emails`;
  if (ticketsCreated) text += `, created ${ticketsCreated} tickets`;
  return text;
}

// spec 001 §4: after a sync, the e-mails, stats, tickets, ML performance and integration status refresh.
export const useSyncGmail = (
  mutationConfig?: Omit<UseMutationOptions<SyncResult, Error, void>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: syncGmail,
    onSuccess: (...args) => {
      void invalidateAdminData(queryClient);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
