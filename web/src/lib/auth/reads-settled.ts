import type { QueryClient } from '@tanstack/react-query';

// How long a logout waits for the reads under way; a read slower than this meets the closed session.
const LONGEST_WAIT_MS = 5_000;

/**
 * Resolves once no query is fetching (or after LONGEST_WAIT_MS). Signing out waits for it, so a page's
 * reads that were sent just before the logout are answered with the session they were sent under,
 * instead of arriving after it closed and failing with 401.
 */
export function readsSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
      resolve();
      return;
    }
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, LONGEST_WAIT_MS);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) finish();
    });
  });
}
