import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';

import { ApiError, api, serverMessage } from '@/lib/api-client';

import { adminKeys, invalidateAdminData } from '../../query-keys';
import { adminTicketSchema, type AdminTicket } from './admin-ticket';

const verifyReplySchema = z.object({ message: z.string().optional(), ticket: adminTicketSchema });

/** A reply that could not be read: not JSON, or JSON of another shape. */
class InvalidReplyError extends Error {}

export async function verifyTicket(id: string): Promise<{ message?: string; ticket: AdminTicket }> {
  const reply = await api.patch(`/api/tickets/${encodeURIComponent(id)}/verify`);
  const parsed = verifyReplySchema.safeParse(reply);
  if (!parsed.success) throw new InvalidReplyError();
  return parsed.data;
}

/** spec 001 §8 Verify fails: the server message; an unreadable reply; else 'Failed to verify ticket'. */
export function verifyFailureText(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  const unreadable =
    error instanceof InvalidReplyError || (error instanceof ApiError && error.data === undefined);
  if (unreadable) return 'Invalid response from server. Please try again.';
  return 'Failed to verify ticket';
}

/** PATCH /api/tickets/{id}/verify, then refresh the admin caches (spec 001 §4) and the training data. */
const verifyMutationKey = ['admin', 'verify-ticket'] as const;

export function useVerifyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: verifyMutationKey,
    mutationFn: verifyTicket,
    onSuccess: async (reply) => {
      toast.success('Ticket verified', {
        description: reply.message ?? 'The ticket has been marked as verified successfully',
      });
      await Promise.all([
        invalidateAdminData(queryClient),
        queryClient.invalidateQueries({ queryKey: adminKeys.trainingData }),
      ]);
    },
    onError: (error) => {
      toast.error('Verification failed', { description: verifyFailureText(error) });
    },
  });
}

/** The ids of the tickets whose verification is under way (their Verify buttons are disabled). */
export const useVerifyingIds = (): string[] =>
  useMutationState({
    filters: { mutationKey: verifyMutationKey, status: 'pending' },
    select: (mutation) => String(mutation.state.variables),
  });
