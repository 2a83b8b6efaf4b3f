import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// POST /api/email/test/{template}/{email}: one template with sample values, marked as a test.

export const testEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter an email address')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
});

export type TestEmailValues = z.infer<typeof testEmailSchema>;

export interface TestEmailInput {
  template: string;
  email: string;
}

const responseSchema = z.object({ message: z.string().optional() });

export async function sendTestEmail({ template, email }: TestEmailInput): Promise<string | undefined> {
  const data = await api.post(`/api/email/test/${encodeURIComponent(template)}/${encodeURIComponent(email)}`);
  return responseSchema.parse(data).message;
}

export const useSendTestEmail = (
  mutationConfig?: Omit<UseMutationOptions<string | undefined, Error, TestEmailInput>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: sendTestEmail,
    // A send (or a failed one) changes the service status.
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.emailStatus });
      return mutationConfig?.onSettled?.(...args);
    },
  });
};
