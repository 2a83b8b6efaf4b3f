import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';

import { api, serverMessage } from '@/lib/api-client';

import { invalidateAdminData } from '../../query-keys';

const processReplySchema = z.object({
  message: z.string().optional(),
  extractionStatus: z.string().optional(),
  executionName: z.string().optional(),
});

/** What a finished run did: the spec's text when tickets came out, the truth otherwise. */
function outcomeText(status: string): string {
  switch (status) {
    case 'duplicate':
      return 'This email duplicates one already processed.';
    case 'quarantined':
      return 'The email was quarantined.';
    case 'unassigned':
      return 'No customer matches the email recipient.';
    default:
      return 'Successfully extracted ticket information';
  }
}

export async function processEmail(emailId: string) {
  const reply = await api.post(`/api/emails/${encodeURIComponent(emailId)}/process`);
  return processReplySchema.parse(reply);
}

/** spec 001 §2.4 Process; §8 'Email processed' / 'Processing failed'; §4 refetch what it changed. */
export function useProcessEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processEmail,
    onSuccess: (reply) => {
      if (reply.extractionStatus === undefined) {
        // 202: the run outlasted the server's wait; the list shows the outcome once it ends.
        toast.success('Processing started', { description: reply.message ?? 'Processing started.' });
      } else {
        toast.success('Email processed', { description: outcomeText(reply.extractionStatus) });
      }
    },
    onError: (error) => {
      toast.error('Processing failed', { description: serverMessage(error) ?? error.message });
    },
    onSettled: () => invalidateAdminData(queryClient),
  });
}
