import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

// POST /api/customer/{id}/support-requests: DESIGN §6.17 stores both forms for the admins.

export const supportPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type SupportPriority = (typeof supportPriorities)[number];

export type SupportRequestInput =
  | { kind: 'support'; subject: string; message: string; priority: SupportPriority }
  | { kind: 'feedback'; feedbackType: string; message: string };

export function sendSupportRequest(customerId: string, input: SupportRequestInput): Promise<unknown> {
  return api.post(`/api/customer/${encodeURIComponent(customerId)}/support-requests`, input);
}

export const useSendSupportRequest = (
  customerId: string,
  mutationConfig?: Omit<UseMutationOptions<unknown, Error, SupportRequestInput>, 'mutationFn'>,
) => useMutation({ ...mutationConfig, mutationFn: (input) => sendSupportRequest(customerId, input) });
