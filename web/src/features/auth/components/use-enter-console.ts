import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { userQueryKey } from '@/lib/auth/get-user';
import { isAdmin, type User } from '@/lib/auth/user';

/** After an admin login or registration: cache the user (spec 001 §4) and open the console. */
export function useEnterConsole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: User) => {
    queryClient.setQueryData(userQueryKey, user);
    if (isAdmin(user)) await navigate(paths.admin.dashboard.getHref());
  };
}
