import type { QueryClient } from '@tanstack/react-query';

/**
 * The query keys of the admin console, in one place so that every admin screen reads and invalidates the
 * same caches. Every key starts with 'admin'; a key's first two parts name its data, the rest narrow it
 * (filters, pages, ids), so invalidating `adminKeys.emails.all` also refreshes every filtered page of it.
 */
export const adminKeys = {
  all: ['admin'] as const,
  emails: {
    all: ['admin', 'emails'] as const,
    list: (filter: string) => ['admin', 'emails', 'list', filter] as const,
    detail: (id: string) => ['admin', 'emails', 'detail', id] as const,
    cancelledTransfers: ['admin', 'emails', 'cancelled-transfers'] as const,
    history: (page: number, pageSize: number) => ['admin', 'emails', 'history', page, pageSize] as const,
  },
  stats: ['admin', 'stats'] as const,
  tickets: {
    all: ['admin', 'tickets'] as const,
    list: (params: Record<string, string | number | undefined>) =>
      ['admin', 'tickets', 'list', params] as const,
    detail: (id: string) => ['admin', 'tickets', 'detail', id] as const,
  },
  upcomingTickets: (limit: number) => ['admin', 'upcoming-tickets', limit] as const,
  upcomingTicketsAll: ['admin', 'upcoming-tickets'] as const,
  needsReview: (skip: readonly string[] = []) => ['admin', 'needs-review', ...skip] as const,
  needsReviewAll: ['admin', 'needs-review'] as const,
  mlPerformance: ['admin', 'ml-performance'] as const,
  mlStats: ['admin', 'ml-stats'] as const,
  trainingStatus: ['admin', 'training-status'] as const,
  trainingData: ['admin', 'training-data'] as const,
  integrationStatus: ['admin', 'integration-status'] as const,
  gmailAuthStatus: ['admin', 'gmail-auth-status'] as const,
  settings: ['admin', 'settings'] as const,
  mlFields: ['admin', 'ml-fields'] as const,
  duplicates: ['admin', 'duplicates'] as const,
  customers: {
    all: ['admin', 'customers'] as const,
    search: (q: string) => ['admin', 'customers', 'search', q] as const,
    detail: (id: string) => ['admin', 'customers', 'detail', id] as const,
    tickets: (id: string) => ['admin', 'customers', 'detail', id, 'tickets'] as const,
    paymentMethods: (id: string) => ['admin', 'customers', 'detail', id, 'payment-methods'] as const,
  },
  auditLog: (params: Record<string, string | undefined> = {}) => ['admin', 'audit-log', params] as const,
  auditLogAll: ['admin', 'audit-log'] as const,
  emailTemplates: ['admin', 'email-templates'] as const,
  emailStatus: ['admin', 'email-status'] as const,
  apiKeys: ['admin', 'api-keys'] as const,
  webhooks: {
    all: ['admin', 'webhooks'] as const,
    list: ['admin', 'webhooks', 'list'] as const,
    deliveries: (id: string) => ['admin', 'webhooks', 'deliveries', id] as const,
  },
};

/**
 * spec 001 §4: after a sync, a processing run, a reprocess or a correction, refetch the e-mails, the stats,
 * the tickets, the upcoming events, the ticket needing review, the ML performance and the integration status.
 */
export function invalidateAdminData(queryClient: QueryClient): Promise<void> {
  const keys = [
    adminKeys.emails.all,
    adminKeys.stats,
    adminKeys.tickets.all,
    adminKeys.upcomingTicketsAll,
    adminKeys.needsReviewAll,
    adminKeys.mlPerformance,
    adminKeys.mlStats,
    adminKeys.integrationStatus,
    adminKeys.gmailAuthStatus,
    adminKeys.duplicates,
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
