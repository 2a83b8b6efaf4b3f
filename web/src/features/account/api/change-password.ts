import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/password';

// POST /api/customer/change-password.

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * spec 000 §5: the settings form shows one message, checked in this order; the minimum is 8
 * (DESIGN §6.7). Undefined when the form may be sent.
 */
export function changePasswordProblem({
  currentPassword,
  newPassword,
  confirmPassword,
}: ChangePasswordInput): string | undefined {
  if (!currentPassword || !newPassword || !confirmPassword) return 'Please fill in all password fields.';
  if (newPassword !== confirmPassword) return 'New password and confirmation do not match.';
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    return `New password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  return undefined;
}

export const changePassword = ({ currentPassword, newPassword }: ChangePasswordInput): Promise<unknown> =>
  api.post('/api/customer/change-password', { currentPassword, newPassword });

export const useChangePassword = (
  mutationConfig?: Omit<UseMutationOptions<unknown, Error, ChangePasswordInput>, 'mutationFn'>,
) => useMutation({ ...mutationConfig, mutationFn: changePassword });
