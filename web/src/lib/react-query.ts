import type { DefaultOptions } from '@tanstack/react-query';

// spec 000 §7: queries do not retry, do not refetch on focus, do not poll and never go stale unless stated.
export const queryConfig = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Infinity,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;
