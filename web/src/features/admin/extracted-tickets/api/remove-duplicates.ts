import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';

import { api, serverMessage } from '@/lib/api-client';

import { invalidateAdminData } from '../../query-keys';

const removeReplySchema = z.object({
  message: z.string().optional(),
  removed: z.number().optional(),
});

/** `ticketIds` absent: every duplicate of every group (the first of each group stays). */
export async function removeDuplicates(ticketIds?: string[]) {
  const reply = await api.post('/api/tickets/remove-duplicates', ticketIds ? { ticketIds } : {});
  return removeReplySchema.parse(reply);
}

/** POST /api/tickets/remove-duplicates with the texts of spec 001 §8, then the caches of §4. */
export function useRemoveDuplicates({ onRemoved }: { onRemoved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDuplicates,
    onSuccess: async (reply) => {
      toast.success('Duplicates removed', {
        description: reply.message ?? `Successfully removed ${reply.removed ?? 0} duplicate ticket(s)`,
      });
      onRemoved?.();
      await invalidateAdminData(queryClient);
    },
    onError: (error) => {
      toast.error('Error removing duplicates', {
        description: serverMessage(error) ?? 'Failed to remove duplicate tickets',
      });
    },
  });
}
