import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { readsSettled } from '@/lib/auth/reads-settled';
import { localHints } from '@/lib/local-hints';

// POST /api/logout (spec 001 §7).
export const logoutAdmin = (): Promise<unknown> => api.post('/api/logout');

/** Logs out, clears the cached user and the hints, and goes to the admin sign-in (DESIGN §6.1). */
export function useLogoutAdmin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await readsSettled(queryClient);
      return logoutAdmin();
    },
    onSuccess: async () => {
      toast.success('Logged out');
      localHints.clear();
      await navigate(paths.admin.auth.getHref());
      queryClient.clear();
    },
    // The session may still be open, so the admin stays where they are.
    onError: () => {
      toast.error('Logout failed');
    },
  });
}
