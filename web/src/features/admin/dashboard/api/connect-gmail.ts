import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';

import { api, serverMessage } from '@/lib/api-client';

export async function getGmailAuthUrl(): Promise<string> {
  const reply = z.object({ authUrl: z.string().optional() }).parse(await api.get('/api/gmail/auth-url'));
  if (!reply.authUrl) throw new Error('No auth URL returned');
  return reply.authUrl;
}

/**
 * Connect Gmail (spec 001 §2.3, §4): Google's consent page opens in a new window; the mailbox is
 * connected once the admin completes it there. §8 texts for success and failure.
 */
export function useConnectGmail() {
  return useMutation({
    mutationFn: async () => {
      // Opened before the call so the browser treats it as the click's own window, not a popup.
      const popup = window.open('', '_blank');
      if (popup) popup.opener = null;
      try {
        const url = await getGmailAuthUrl();
        if (popup) popup.location.href = url;
        else window.open(url, '_blank', 'noopener,noreferrer');
      } catch (error) {
        popup?.close();
        throw error;
      }
    },
    onSuccess: () => {
      toast.success('Authentication Started', {
        description: 'Please complete authentication in the new window. Then return to this page.',
      });
    },
    onError: (error) => {
      toast.error('Authentication Error', {
        description: serverMessage(error) ?? 'Could not initiate Gmail authentication.',
      });
    },
  });
}
