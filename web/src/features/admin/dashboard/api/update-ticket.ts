import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';

import { api, serverMessage } from '@/lib/api-client';

import { invalidateAdminData } from '../../query-keys';
import type { CorrectionPayload } from '../lib/correction';

export async function updateTicket(id: string, payload: CorrectionPayload): Promise<string | undefined> {
  const reply = await api.patch(`/api/tickets/${encodeURIComponent(id)}`, payload);
  return z.object({ message: z.string().optional() }).parse(reply).message;
}

/** Save Correction (spec 001 §2.3); §8 toasts; §4 refetch the tickets, stats and the next one to review. */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: CorrectionPayload }) => updateTicket(id, payload),
    onSuccess: async () => {
      toast.success('Ticket updated', {
        description: 'The ticket information has been updated successfully',
      });
      await invalidateAdminData(queryClient);
    },
    onError: (error) => {
      toast.error('Error updating ticket', { description: serverMessage(error) ?? error.message });
    },
  });
}
