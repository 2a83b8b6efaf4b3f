import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { payoutKeys } from './payout-keys';

// POST /api/admin/payouts/status { listingIds, status }: each payout moves on its own; the others are
// skipped with the reason.

export interface MarkPayoutsInput {
  listingIds: string[];
  status: 'sent' | 'paid';
}

const resultSchema = z.object({
  updated: z.array(z.string()),
  skipped: z.array(z.object({ listingId: z.string(), reason: z.string() })),
});

export type MarkPayoutsResult = z.infer<typeof resultSchema>;

export async function markPayouts(input: MarkPayoutsInput): Promise<MarkPayoutsResult> {
  return resultSchema.parse(await api.post('/api/admin/payouts/status', input));
}

export const useMarkPayouts = (
  mutationConfig?: Omit<UseMutationOptions<MarkPayoutsResult, Error, MarkPayoutsInput>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: markPayouts,
    onSuccess: async (...args) => {
      // The payouts, and the audit log (every change is audited).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll }),
      ]);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
