import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { adminKeys } from '@/features/admin/query-keys';
import { userQueryKey } from '@/lib/auth/user-query-key';

/** Queries the mailbox connection changes (spec 000 §7): the user, Gmail auth status and integrations. */
const refreshedAfterReturn = [
  userQueryKey,
  ['gmail', 'auth-status'],
  ['integrations', 'status'],
  adminKeys.gmailAuthStatus,
  adminKeys.integrationStatus,
];

/**
 * spec 000 §7-§8: a page reached back from the mailbox provider carries `?auth=success|error` (and
 * `error`). Show the toast once, refresh what the connection changes, and drop the parameters.
 */
export function useMailboxReturn() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const outcome = params.get('auth');
    if (outcome !== 'success' && outcome !== 'error') return;
    if (outcome === 'success') {
      toast.success('Authentication successful', { description: 'Successfully connected to Gmail.' });
    } else {
      toast.error('Authentication failed', {
        description: params.get('error') || 'Failed to connect to Gmail',
      });
    }
    for (const queryKey of refreshedAfterReturn) void queryClient.invalidateQueries({ queryKey });
    params.delete('auth');
    params.delete('error');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [pathname, search, hash, navigate, queryClient]);
}
