import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { api, serverMessage } from '@/lib/api-client';

import { invalidateAdminData } from '../../query-keys';

export function reprocessEmail(emailId: string): Promise<unknown> {
  return api.post(`/api/emails/${encodeURIComponent(emailId)}/reprocess`);
}

/** Process Again (spec 001 §2.7, §4 "Reprocess exists for emails"): the run is asynchronous (202). */
export function useReprocessEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reprocessEmail,
    onSuccess: () => {
      toast.success('Processing started', {
        description: 'The email is being processed again. Its new result will appear in the history.',
      });
    },
    onError: (error) => {
      toast.error('Processing failed', { description: serverMessage(error) ?? error.message });
    },
    onSettled: () => invalidateAdminData(queryClient),
  });
}
