// Query keys of the payouts page, after the admin console's convention (features/admin/query-keys.ts):
// every key starts with 'admin'; invalidating `payoutKeys.all` refreshes every filtered list.
export const payoutKeys = {
  all: ['admin', 'payouts'] as const,
  list: (params: Record<string, string>) => ['admin', 'payouts', 'list', params] as const,
};
