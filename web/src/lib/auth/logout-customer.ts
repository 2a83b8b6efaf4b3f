import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { localHints } from '@/lib/local-hints';
import { readsSettled } from './reads-settled';

// POST /api/customer/logout. Used by every customer header's Sign Out (spec 000 §2), so it lives here.
export const logoutCustomer = (): Promise<unknown> => api.post('/api/customer/logout');

/** Signs out, forgets the local hints and cached data, and goes to the customer sign-in (DESIGN §6.1). */
export function useLogoutCustomer() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await readsSettled(queryClient);
      return logoutCustomer();
    },
    // Even when the call fails the person asked to leave: the sign-in page's guard asks the server again.
    onSettled: async () => {
      localHints.clear();
      await navigate(paths.customer.auth.getHref());
      queryClient.clear();
    },
  });
}
