/** The cache key of GET /api/user, apart from its fetcher so that importing it costs no schema code. */
export const userQueryKey = ['auth', 'user'] as const;
